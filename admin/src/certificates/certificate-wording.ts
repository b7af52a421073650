import type { components } from '../api/schema';

export type CertificateRow = components['schemas']['CertificateRowDto'];

export const KIND_CHOICES = [
  { id: 'participation', name: 'Participation' },
  { id: 'round_advanced', name: 'Went through to the next round' },
  { id: 'winner', name: 'Winner' },
];

export const STATUS_CHOICES = [
  { id: 'valid', name: 'Valid' },
  { id: 'revoked', name: 'Revoked' },
];

export const REVOCATION_CHOICES = [
  { id: 'revoked_by_organisers', name: 'Revoked by the organisers' },
  { id: 'entry_disqualified', name: 'Entry disqualified since' },
  { id: 'results_unpublished', name: 'Results not public' },
];
