import type { components } from '../api/schema';

/** A language the organisers' texts may be written in (the API's list; the site's table is i18n/languages.ts). */
export type SiteLanguage = components['schemas']['SiteLanguage'];

/** An organisers' text in `language` where they wrote it there, else its English (a blank one shows English). */
export function inLanguage(
  english: string,
  translations: Partial<Record<SiteLanguage, string>>,
  language: SiteLanguage,
): string {
  return (language !== 'en' && translations[language]?.trim()) || english;
}
