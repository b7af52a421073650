import { answer, publicApi, signedInApi } from './api-call';
import { apiClient, tokenStore } from './index';
import type { components } from './schema';

export type AuthResponse = components['schemas']['AuthResponseDto'];

// The API's document leaves out the `{provider}` of the Google routes (a guard reads it, not a declared
// parameter), so a typed call could not name it: these two name their answer's schema instead.

export async function fetchGoogleSignInUrl(): Promise<string> {
  const { url } = await apiClient.request<components['schemas']['SignInUrlDto']>('/auth/google/url');
  return url;
}

/**
 * Redeems the one-time code the sign-in callback put in the address. The API accepts it only with the
 * HttpOnly cookie it set on this browser when the sign-in started (sent because the call is same-origin).
 */
export function redeemGoogleSignIn(code: string): Promise<AuthResponse> {
  return apiClient.request<AuthResponse>('/auth/google', { method: 'POST', body: { code } });
}

/** Texts a 6-digit sign-in code to a mobile number (the voter's way in: no Google account needed). */
export function startPhoneSignIn(phone: string): Promise<components['schemas']['CodeSentDto']> {
  return answer(publicApi.POST('/auth/otp/start', { body: { phone } }));
}

/** Signs in with the texted code and keeps the pair; the mobile is then verified, so its owner can vote. */
export async function signInWithPhoneCode(phone: string, code: string): Promise<AuthResponse> {
  const session = await answer(publicApi.POST('/auth/otp/verify', { body: { phone, code } }));
  tokenStore.save({ accessToken: session.accessToken, refreshToken: session.refreshToken });
  return session;
}

/** Ends this browser's session only (without the refresh token the API would end every session). */
export function logout(): Promise<void> {
  const refreshToken = apiClient.tokens.refreshToken;
  return answer(signedInApi.POST('/auth/logout', { body: refreshToken ? { refreshToken } : {} }));
}
