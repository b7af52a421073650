import { answer, publicApi } from './api-call';
import { sameSiteContent } from '../content/site-paths';
import type { components } from './schema';
import type { SiteLanguage } from '../i18n/languages';

export type Film = components['schemas']['VideoFilmDto'] | components['schemas']['InstagramFilmDto'];

/** GET /content/site: the organisers' content in one language (texts not yet translated come in English). */
export type SiteContent = components['schemas']['PublicContentDto'];

/** Images and films only from this site, whatever an older record holds (content/site-paths.ts). */
export async function fetchSiteContent(language: SiteLanguage, signal?: AbortSignal): Promise<SiteContent> {
  return sameSiteContent(
    await answer(publicApi.GET('/content/site', { params: { query: { lang: language } }, signal })),
  );
}
