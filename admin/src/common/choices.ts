import type { components } from '../api/schema';

export type ApiEnum<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * A choice list from a label for every value of one of the API's enums (from the generated OpenAPI types):
 * a value the API adds and the console does not label is a type error here, not a blank cell or a filter
 * that cannot find it.
 */
export function choicesOf<Value extends string>(labels: Record<Value, string>): { id: Value; name: string }[] {
  return (Object.keys(labels) as Value[]).map((id) => ({ id, name: labels[id] }));
}

/** Values the API accepts, with the labels organisers read. */
export const ENTRY_STATUSES = choicesOf<ApiEnum<'SubmissionStatus'>>({
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
  disqualified: 'Disqualified',
});

export const CATEGORIES = choicesOf<ApiEnum<'SubmissionCategory'>>({
  life: 'Life',
  action: 'Action',
  philosophy: 'Philosophy',
  policies: 'Policies',
});

export const CREATOR_TIERS = choicesOf<ApiEnum<'CreatorCategory'>>({
  nano_influencer: 'Nano (0–10K)',
  micro_influencer: 'Micro (10K–100K)',
  influencer: 'Macro (100K–1M)',
  mega_influencer: 'Mega (1M+)',
});

export const ROUNDS = [
  { id: 1, name: 'Round 1' },
  { id: 2, name: 'Round 2' },
  { id: 3, name: 'Round 3' },
  { id: 4, name: 'Round 4' },
];

export const JURY_ROUNDS = ROUNDS.filter((round) => round.id >= 3);

export const ASSIGNMENT_STATES = choicesOf<ApiEnum<'AssignmentState'>>({
  to_score: 'To score',
  scored: 'Scored',
  abstained: 'Abstained (conflict)',
  not_scored: 'Not scored (round closed)',
});

export const ROLES = choicesOf<ApiEnum<'ConsoleRole'>>({
  admin: 'Organiser (admin)',
  jury: 'Juror',
});

export const LOGIN_OUTCOMES = choicesOf<ApiEnum<'LoginOutcome'>>({
  success: 'Success',
  bad_password: 'Wrong password',
  unknown_account: 'Unknown e-mail',
  locked: 'Locked',
  disabled: 'Disabled account',
});

/** Indian digit grouping (12,34,567), as NumberField's `locales` and formatNumber use everywhere. */
export const NUMBER_LOCALE = 'en-IN';

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : new Intl.NumberFormat(NUMBER_LOCALE).format(value);
}
