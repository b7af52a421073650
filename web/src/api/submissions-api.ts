import { callApi } from './api-call';
import type { components } from './schema';

export const THEMES = [
  { value: 'life', label: 'Life' },
  { value: 'action', label: 'Action' },
  { value: 'philosophy', label: 'Philosophy' },
  { value: 'policies', label: 'Policies' },
] as const satisfies ReadonlyArray<{ value: Theme } & Record<string, string>>;

export type Theme = components['schemas']['SubmissionCategory'];

/** One of the participant's entries; `missingSteps` says what a pending one still misses, in plain words. */
export type MySubmission = components['schemas']['SubmissionViewDto'];

export function createSubmission(instagramUrl: string, category: Theme): Promise<MySubmission> {
  return callApi('post', '/submissions', {
    auth: true,
    // The form's instructions cover both; the API requires them to be true (docs/product.md §3).
    body: { instagramUrl, category, hashtagsAdded: true, consent: true },
  });
}

export async function fetchMySubmissions(signal?: AbortSignal): Promise<MySubmission[]> {
  const { items } = await callApi('get', '/submissions/mine', { auth: true, signal });
  return items;
}
