import { answer, publicApi, signedInApi } from './api-call';
import { OwnVotes } from './own-votes';
import type { components } from './schema';

/** GET /entries/{id}: one public entry, its figures and votes, and whether it can be voted for now. */
export type PublicEntry = components['schemas']['PublicEntryDto'];

export type VoteAccepted = components['schemas']['VoteAcceptedDto'];

const ownVotes = new OwnVotes(window.sessionStorage);

/** Read without a token: the proxy serves everyone the same cached answer (a token no longer bypasses it). */
export async function fetchPublicEntry(id: string, signal?: AbortSignal): Promise<PublicEntry> {
  const entry = await answer(publicApi.GET('/entries/{id}', { params: { path: { id } }, signal }));
  return { ...entry, metrics: { ...entry.metrics, votes: ownVotes.votes(entry.submissionId, entry.metrics.votes) } };
}

export async function castVote(id: string): Promise<VoteAccepted> {
  const accepted = await answer(signedInApi.POST('/submissions/{id}/vote', { params: { path: { id } } }));
  ownVotes.remember(id, accepted.votes);
  return accepted;
}

export function startPhoneVerification(phone: string): Promise<components['schemas']['CodeSentDto']> {
  return answer(signedInApi.POST('/me/phone/start', { body: { phone } }));
}

export function verifyPhone(phone: string, code: string): Promise<components['schemas']['VerifiedPhoneDto']> {
  return answer(signedInApi.POST('/me/phone/verify', { body: { phone, code } }));
}
