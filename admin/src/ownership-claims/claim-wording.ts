import type { components } from '../api/schema';

export type OwnershipClaim = components['schemas']['OwnershipClaimDto'];

export const PROOF_CHOICES: Array<{ id: OwnershipClaim['proof']; name: string }> = [
  { id: 'claimant_proven', name: 'Claimant proven' },
  { id: 'entrant_proven', name: 'Entrant proven' },
  { id: 'unproven', name: 'Unproven' },
];

export const STATUS_CHOICES: Array<{ id: OwnershipClaim['status']; name: string }> = [
  { id: 'open', name: 'Open' },
  { id: 'transferred', name: 'Handed over' },
  { id: 'dismissed', name: 'Dismissed' },
];

export const KIND_CHOICES: Array<{ id: OwnershipClaim['kind']; name: string }> = [
  { id: 'post', name: 'Post someone else entered' },
  { id: 'account', name: 'Account proven by another' },
];

/** A handle as typed proves nothing; a proven account says so. */
export const handleWithProof = (proven: string | null, typed: string | null) =>
  proven ? `@${proven} (verified)` : typed ? `@${typed} (unverified)` : '—';
