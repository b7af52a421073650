import { answer, signedInApi } from './api-call';
import type { components } from './schema';
import type { SiteLanguage } from '../i18n/languages';
import type { Theme } from './themes';

/** One of the participant's entries; `missingSteps` says what a pending one still misses, in plain words. */
export type MySubmission = components['schemas']['SubmissionViewDto'];

/** Whether the participant may enter a film now, and the refusal the entry would get otherwise. */
export type EntryEligibility = components['schemas']['EntryEligibilityDto'];

/** What the entrant ticked on the form (the API takes only true), with the consent version the form showed. */
export interface EntryConfirmations {
  hashtagsAdded: true;
  consent: true;
  consentVersion: string;
  language: SiteLanguage;
}

export function createSubmission(
  instagramUrl: string,
  category: Theme,
  confirmations: EntryConfirmations,
): Promise<MySubmission> {
  const body = { instagramUrl, category, ...confirmations };
  return answer(signedInApi.POST('/submissions', { body }));
}

export function fetchEligibility(signal?: AbortSignal): Promise<EntryEligibility> {
  return answer(signedInApi.GET('/submissions/eligibility', { signal }));
}

export async function fetchMySubmissions(signal?: AbortSignal): Promise<MySubmission[]> {
  const { items } = await answer(signedInApi.GET('/submissions/mine', { signal }));
  return items;
}
