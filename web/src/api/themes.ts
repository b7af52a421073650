import type { components } from './schema';

/** The film themes an entry is in (the API's SubmissionCategory), in the order the site lists them. */
export const THEMES = [
  { value: 'life', label: 'Life' },
  { value: 'action', label: 'Action' },
  { value: 'philosophy', label: 'Philosophy' },
  { value: 'policies', label: 'Policies' },
] as const satisfies ReadonlyArray<{ value: Theme } & Record<string, string>>;

export type Theme = components['schemas']['SubmissionCategory'];
