import { answer, signedInApi } from './api-call';

/** Everything the API holds about the signed-in participant (the right of access). */
export function exportMyData(): Promise<Record<string, unknown>> {
  return answer(signedInApi.GET('/me/export'));
}

/** Erases the account, its sign-in identities, tokens and entries (the right of erasure). */
export function deleteMyAccount(): Promise<void> {
  return answer(signedInApi.DELETE('/me'));
}
