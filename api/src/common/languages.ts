/**
 * The languages the site speaks (BCP 47 codes, in the order the site lists them): every text the organisers
 * write may be given in each, English required; a notification goes out in the participant's. The one list in
 * the API; the site's table of names, scripts and directions is web/src/i18n/languages.ts.
 */
export const SITE_LANGUAGES = ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'ur', 'kn', 'or', 'ml', 'pa', 'as'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The languages a text may be translated into: all but English, which every text is written in. */
export const TRANSLATED_LANGUAGES = SITE_LANGUAGES.filter((code): code is Exclude<SiteLanguage, 'en'> => code !== 'en');
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The name the OpenAPI document gives the enum, so the site and console are typed from the same list. */
export const SITE_LANGUAGE_ENUM = { enum: SITE_LANGUAGES, enumName: 'SiteLanguage' } as const;

/** The languages written right to left (the site's table, web/src/i18n/languages.ts, says the same for pages). */
const RIGHT_TO_LEFT: ReadonlySet<SiteLanguage> = new Set<SiteLanguage>(['ur']);

export const textDirection = (language: SiteLanguage): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}
