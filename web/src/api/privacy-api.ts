import { callApi } from './api-call';

/** Everything the API holds about the signed-in participant (the right of access). */
export function exportMyData(): Promise<Record<string, unknown>> {
  return callApi('get', '/me/export', { auth: true });
}

/** Erases the account, its sign-in identities, tokens and entries (the right of erasure). */
export function deleteMyAccount(): Promise<void> {
  return callApi('delete', '/me', { auth: true });
}
