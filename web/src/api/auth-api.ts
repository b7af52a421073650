import { callApi } from './api-call';
import { apiClient } from './index';
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

/** Ends this browser's session only (without the refresh token the API would end every session). */
export function logout(): Promise<void> {
  const refreshToken = apiClient.tokens.refreshToken;
  return callApi('post', '/auth/logout', { auth: true, body: refreshToken ? { refreshToken } : {} });
}
