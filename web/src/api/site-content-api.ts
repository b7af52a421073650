import { apiClient } from './index';

/** The languages the organisers' content is written in; the site shows English until Hindi ships. */
export type ContentLanguage = 'en' | 'hi';

export type Film = { kind: 'video'; url: string; posterUrl: string | null } | { kind: 'instagram'; url: string };

/** GET /content/site: the organisers' content in one language (texts not yet translated come in English). */
export interface SiteContent {
  language: ContentLanguage;
  updatedAt: string;
  contestName: string;
  tagline: string;
  organiser: { name: string; logoUrl: string | null; emblemUrl: string | null };
  partner: { name: string; url: string; logoUrl: string } | null;
  supportEmail: string | null;
  prizes: { title: string; description: string }[];
  awardsText: string;
  jury: { name: string; title: string; photoUrl: string | null; bio: string }[];
  introFilm: Film | null;
  sampleFilm: Film | null;
  shareText: string;
  faq: { question: string; answer: string }[];
  legal: { termsUpdated: string; privacyUpdated: string };
}

export function fetchSiteContent(language: ContentLanguage, signal?: AbortSignal): Promise<SiteContent> {
  return apiClient.request<SiteContent>(`/content/site?lang=${language}`, { signal });
}
