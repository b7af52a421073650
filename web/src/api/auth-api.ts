import { ApiError } from './api-error';
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
 * Trades the tokens the sign-in return carried for a fresh pair (the API rotates the refresh token, so the
 * one that passed through the address bar is spent). A 409 means the provider's e-mail belongs to another
 * account (spec section 5).
 */
export async function exchangeGoogleTokens(tokens: TokenPair): Promise<AuthResponse> {
  try {
    return await apiClient.request<AuthResponse>('/auth/google', { method: 'POST', body: tokens });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      throw new ApiError(409, 'email_already_exists', 'email already exists', error.details);
    }
    throw error;
  }
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
