import type { SiteLanguage } from '../i18n/languages';

/** An organisers' text in `language` where they wrote it there, else its English (a blank one shows English). */
export function inLanguage(
  english: string,
  translations: Partial<Record<SiteLanguage, string>>,
  language: SiteLanguage,
): string {
  return (language !== 'en' && translations[language]?.trim()) || english;
}
