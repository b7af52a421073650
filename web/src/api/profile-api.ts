import { apiClient } from './index';

export const CREATOR_CATEGORIES = [
  { value: 'nano_influencer', label: 'Nano', range: '0-10K followers', badge: 'nano' },
  { value: 'micro_influencer', label: 'Micro', range: '10K-100K followers', badge: 'micro' },
  { value: 'influencer', label: 'Macro', range: '100K-1M followers', badge: 'macro' },
  { value: 'mega_influencer', label: 'Mega', range: '1M+ followers', badge: 'mega' },
] as const;

export type CreatorCategory = (typeof CREATOR_CATEGORIES)[number]['value'];

export function creatorCategoryLabel(value: string | null | undefined): string | null {
  return CREATOR_CATEGORIES.find((category) => category.value === value)?.label ?? null;
}

export interface Profile {
  id: string;
  name: string | null;
  email: string | null;
  phoneNumber: string | null;
  phoneCountryCode: string;
  stateProvince: string | null;
  creatorCategory: CreatorCategory | null;
  /** Lower-case, without the `@`; null until given (optional, but it ties entries to their owner). */
  instagramHandle: string | null;
  profileComplete: boolean;
}

/** Only the fields that changed are sent (spec section 7). */
export type ProfileChanges = Partial<
  Pick<Profile, 'name' | 'email' | 'stateProvince' | 'creatorCategory'> & { instagramHandle: string }
>;

/** The server's message for a refused handle, when that is what it refused. */
export function handleError(error: unknown): string | null {
  const details = (error as { details?: { fields?: Record<string, string[]> } } | null)?.details;
  return details?.fields?.instagramHandle?.[0] ?? null;
}

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiClient.request<Profile>('/me', { auth: true, signal });
}

export function updateProfile(changes: ProfileChanges): Promise<Profile> {
  return apiClient.request<Profile>('/me/profile', { method: 'POST', body: changes, auth: true });
}

/** The 36 states and union territories a participant can choose (display names). */
export async function fetchStates(signal?: AbortSignal): Promise<string[]> {
  const { items } = await apiClient.request<{ items: string[] }>('/profile/states', { signal });
  return items;
}
