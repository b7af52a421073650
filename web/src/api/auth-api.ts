import { apiClient } from './index';
import type { TokenPair } from './token-store';

export interface AuthUser {
  id: string;
  name: string | null;
  profileComplete: boolean;
}

export interface AuthResponse extends TokenPair {
  user: AuthUser;
}

export async function fetchGoogleSignInUrl(): Promise<string> {
  const { url } = await apiClient.request<{ url: string }>('/auth/google/url');
  return url;
}

/**
 * Redeems the one-time code the sign-in callback put in the address. The API accepts it only with the
 * HttpOnly cookie it set on this browser when the sign-in started (sent because the call is same-origin).
 */
export function redeemGoogleSignIn(code: string): Promise<AuthResponse> {
  return apiClient.request<AuthResponse>('/auth/google', { method: 'POST', body: { code } });
}

/** Ends this browser's session only (without the refresh token the API would end every session). */
export function logout(): Promise<void> {
  const refreshToken = apiClient.tokens.refreshToken;
  return apiClient.request<void>('/auth/logout', {
    method: 'POST',
    auth: true,
    body: refreshToken ? { refreshToken } : {},
  });
}
