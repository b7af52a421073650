/** Values the API accepts, with the labels organisers read. */
export const ENTRY_STATUSES = [
  { id: 'pending', name: 'Pending' },
  { id: 'verified', name: 'Verified' },
  { id: 'rejected', name: 'Rejected' },
  { id: 'disqualified', name: 'Disqualified' },
];

export const CATEGORIES = [
  { id: 'life', name: 'Life' },
  { id: 'action', name: 'Action' },
  { id: 'philosophy', name: 'Philosophy' },
  { id: 'policies', name: 'Policies' },
];

export const CREATOR_TIERS = [
  { id: 'nano_influencer', name: 'Nano (0–10K)' },
  { id: 'micro_influencer', name: 'Micro (10K–100K)' },
  { id: 'influencer', name: 'Macro (100K–1M)' },
  { id: 'mega_influencer', name: 'Mega (1M+)' },
];

export const ROUNDS = [
  { id: 1, name: 'Round 1' },
  { id: 2, name: 'Round 2' },
  { id: 3, name: 'Round 3' },
  { id: 4, name: 'Round 4' },
];

export const JURY_ROUNDS = ROUNDS.filter((round) => round.id >= 3);

export const ASSIGNMENT_STATES = [
  { id: 'to_score', name: 'To score' },
  { id: 'scored', name: 'Scored' },
  { id: 'abstained', name: 'Abstained (conflict)' },
];

export const ROLES = [
  { id: 'admin', name: 'Organiser (admin)' },
  { id: 'jury', name: 'Juror' },
];

export const LOGIN_OUTCOMES = [
  { id: 'success', name: 'Success' },
  { id: 'bad_password', name: 'Wrong password' },
  { id: 'unknown_account', name: 'Unknown e-mail' },
  { id: 'locked', name: 'Locked' },
  { id: 'disabled', name: 'Disabled account' },
];

/** Indian digit grouping (12,34,567), as NumberField's `locales` and formatNumber use everywhere. */
export const NUMBER_LOCALE = 'en-IN';

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : new Intl.NumberFormat(NUMBER_LOCALE).format(value);
}
