import { callApi } from './api-call';
import { apiClient, tokenStore } from './index';
import type { components } from './schema';

export type AuthResponse = components['schemas']['AuthResponseDto'];

export async function fetchGoogleSignInUrl(): Promise<string> {
  const { url } = await callApi('get', '/auth/{provider}/url', { path: { provider: 'google' } });
  return url;
}

/**
 * Redeems the one-time code the sign-in callback put in the address. The API accepts it only with the
 * HttpOnly cookie it set on this browser when the sign-in started (sent because the call is same-origin).
 */
export function redeemGoogleSignIn(code: string): Promise<AuthResponse> {
  return callApi('post', '/auth/{provider}', { path: { provider: 'google' }, body: { code } });
}

/** Texts a 6-digit sign-in code to a mobile number (the voter's way in: no Google account needed). */
export function startPhoneSignIn(phone: string): Promise<components['schemas']['CodeSentDto']> {
  return callApi('post', '/auth/otp/start', { body: { phone } });
}

/** Signs in with the texted code and keeps the pair; the mobile is then verified, so its owner can vote. */
export async function signInWithPhoneCode(phone: string, code: string): Promise<AuthResponse> {
  const answer = await callApi('post', '/auth/otp/verify', { body: { phone, code } });
  tokenStore.save({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
  return answer;
}

/** Ends this browser's session only (without the refresh token the API would end every session). */
export function logout(): Promise<void> {
  const refreshToken = apiClient.tokens.refreshToken;
  return callApi('post', '/auth/logout', { auth: true, body: refreshToken ? { refreshToken } : {} });
}
