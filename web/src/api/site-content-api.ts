import { callApi } from './api-call';
import type { components } from './schema';

/** The languages the organisers' content is written in (the site's languages, i18n/i18n.ts). */
export type ContentLanguage = components['schemas']['ContentLanguage'];

export type Film = components['schemas']['VideoFilmDto'] | components['schemas']['InstagramFilmDto'];

/** GET /content/site: the organisers' content in one language (texts not yet translated come in English). */
export type SiteContent = components['schemas']['PublicContentDto'];

export function fetchSiteContent(language: ContentLanguage, signal?: AbortSignal): Promise<SiteContent> {
  return callApi('get', '/content/site', { query: { lang: language }, signal });
}
