import { apiClient } from './index';

/** GET /entries/{id}: one public entry, its figures and votes, and whether it can be voted for now. */
export interface PublicEntry {
  submissionId: string;
  rank: number | null;
  instagramUrl: string;
  user: { displayName: string };
  metrics: { views: number | null; likes: number | null; votes: number; source: string | null };
  category: string;
  creatorCategory: string | null;
  state: string | null;
  submittedAt: string;
  voting: { roundId: number; closesAt: string } | null;
}

export interface VoteAccepted {
  votes: number;
  nextVoteAt: string | null;
}

export function fetchPublicEntry(id: string, signal?: AbortSignal): Promise<PublicEntry> {
  return apiClient.request<PublicEntry>(`/entries/${encodeURIComponent(id)}`, { signal });
}

export function castVote(id: string): Promise<VoteAccepted> {
  return apiClient.request<VoteAccepted>(`/submissions/${encodeURIComponent(id)}/vote`, { method: 'POST', auth: true });
}

export function startPhoneVerification(phone: string): Promise<{ status: string; resendAfterSeconds: number }> {
  return apiClient.request(`/me/phone/start`, { method: 'POST', auth: true, body: { phone } });
}

export function verifyPhone(phone: string, code: string): Promise<{ phone: string }> {
  return apiClient.request(`/me/phone/verify`, { method: 'POST', auth: true, body: { phone, code } });
}
