import { apiClient } from './index';

export const THEMES = [
  { value: 'life', label: 'Life' },
  { value: 'action', label: 'Action' },
  { value: 'philosophy', label: 'Philosophy' },
  { value: 'policies', label: 'Policies' },
] as const;

export type Theme = (typeof THEMES)[number]['value'];

export function themeLabel(value: string | null | undefined): string | null {
  return THEMES.find((theme) => theme.value === value)?.label ?? null;
}

export interface MySubmission {
  id: string;
  instagramUrl: string;
  status: string;
  createdAt: string;
  category: string | null;
  rejectionReason: string | null;
  metrics: { views: number | null; likes: number | null; updatedAt: string } | null;
  rank: number | null;
  /** What a pending entry still misses before verification, in plain words (empty once decided). */
  missingSteps: Array<{ code: string; message: string }>;
}

export interface CreatedSubmission {
  id: string;
  instagramUrl: string;
  status: string;
}

export function createSubmission(instagramUrl: string, category: Theme): Promise<CreatedSubmission> {
  return apiClient.request<CreatedSubmission>('/submissions', {
    method: 'POST',
    auth: true,
    // The form's instructions cover both; the API requires them to be true (spec section 3).
    body: { instagramUrl, category, hashtagsAdded: true, consent: true },
  });
}

export async function fetchMySubmissions(signal?: AbortSignal): Promise<MySubmission[]> {
  const { items } = await apiClient.request<{ items: MySubmission[] }>('/submissions/mine', { auth: true, signal });
  return items;
}
