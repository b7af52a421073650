import { callApi } from './api-call';
import { tokenStore } from './index';
import type { components } from './schema';

/** GET /entries/{id}: one public entry, its figures and votes, and whether it can be voted for now. */
export type PublicEntry = components['schemas']['PublicEntryDto'];

export type VoteAccepted = components['schemas']['VoteAcceptedDto'];

/**
 * Read with the person's token when there is one: that bypasses the proxy's micro-cache, so someone who just
 * voted sees their vote counted after a reload rather than the count cached for strangers a moment earlier.
 */
export function fetchPublicEntry(id: string, signal?: AbortSignal): Promise<PublicEntry> {
  return callApi('get', '/entries/{id}', { path: { id }, signal, auth: tokenStore.isAuthenticated() });
}

export function castVote(id: string): Promise<VoteAccepted> {
  return callApi('post', '/submissions/{id}/vote', { path: { id }, auth: true });
}

export function startPhoneVerification(phone: string): Promise<components['schemas']['CodeSentDto']> {
  return callApi('post', '/me/phone/start', { auth: true, body: { phone } });
}

export function verifyPhone(phone: string, code: string): Promise<components['schemas']['VerifiedPhoneDto']> {
  return callApi('post', '/me/phone/verify', { auth: true, body: { phone, code } });
}
