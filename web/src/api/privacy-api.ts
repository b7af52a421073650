import { apiClient } from './index';

/** Everything the API holds about the signed-in participant (the right of access). */
export function exportMyData(): Promise<unknown> {
  return apiClient.request<unknown>('/me/export', { auth: true });
}

/** Erases the account, its sign-in identities, tokens and entries (the right of erasure). */
export function deleteMyAccount(): Promise<void> {
  return apiClient.request<void>('/me', { method: 'DELETE', auth: true });
}
