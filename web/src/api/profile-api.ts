import { answer, publicApi, signedInApi } from './api-call';
import { tokenStore } from './index';
import type { components } from './schema';

export const CREATOR_CATEGORIES = [
  { value: 'nano_influencer', label: 'Nano', range: '0-10K followers', badge: 'nano' },
  { value: 'micro_influencer', label: 'Micro', range: '10K-100K followers', badge: 'micro' },
  { value: 'influencer', label: 'Macro', range: '100K-1M followers', badge: 'macro' },
  { value: 'mega_influencer', label: 'Mega', range: '1M+ followers', badge: 'mega' },
] as const satisfies ReadonlyArray<{ value: CreatorCategory } & Record<string, string>>;

export type CreatorCategory = components['schemas']['CreatorCategory'];

export type Profile = components['schemas']['ProfileViewDto'];

export type IndianState = components['schemas']['IndianState'];

/**
 * Only the fields that changed are sent (docs/product.md §7). The form keeps the state as a plain string picked
 * from GET /profile/states; the API refuses any other.
 */
export type ProfileChanges = Omit<components['schemas']['UpdateProfileDto'], 'stateProvince'> & {
  stateProvince?: string;
};

/** The server's message for a refused handle, when that is what it refused. */
export function handleError(error: unknown): string | null {
  const details = (error as { details?: { fields?: Record<string, string[]> } } | null)?.details;
  return details?.fields?.instagramHandle?.[0] ?? null;
}

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return answer(signedInApi.GET('/me', { signal }));
}

export function updateProfile(changes: ProfileChanges): Promise<Profile> {
  // The API checks the state against its list (the form offers only those).
  const body = changes as components['schemas']['UpdateProfileDto'];
  return answer(signedInApi.POST('/me/profile', { body }));
}

/**
 * A signed-in participant's switch of the site's language, kept on their profile: their e-mails, SMS and site
 * messages follow it. Best effort: the page has switched already, and a failed save leaves their old language.
 */
export function rememberLanguage(language: components['schemas']['SiteLanguage']): void {
  if (!tokenStore.isAuthenticated()) return;
  updateProfile({ language }).catch(() => undefined);
}

/** The 36 states and union territories a participant can choose (display names). */
export async function fetchStates(signal?: AbortSignal): Promise<IndianState[]> {
  const { items } = await answer(publicApi.GET('/profile/states', { signal }));
  return items;
}
