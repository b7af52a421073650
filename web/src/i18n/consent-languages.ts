import type { LanguageInfo, SiteLanguage } from './languages';

/** The Eighth Schedule's languages that carry only the consent notice (languages.ts has the site's own). */
export const CONSENT_ONLY_LANGUAGE_TABLE = {
  sa: { english: 'Sanskrit', native: 'संस्कृतम्', locale: 'sa-IN', script: 'devanagari', dir: 'ltr' },
  sd: { english: 'Sindhi', native: 'سنڌي', locale: 'sd-IN', script: 'arabic', dir: 'rtl' },
  ks: { english: 'Kashmiri', native: 'کٲشُر', locale: 'ks-IN', script: 'arabic', dir: 'rtl' },
  kok: { english: 'Konkani', native: 'कोंकणी', locale: 'kok-IN', script: 'devanagari', dir: 'ltr' },
  ne: { english: 'Nepali', native: 'नेपाली', locale: 'ne-IN', script: 'devanagari', dir: 'ltr' },
  mni: { english: 'Manipuri', native: 'ꯃꯤꯇꯩꯂꯣꯟ', locale: 'mni-IN', script: 'meetei-mayek', dir: 'ltr' },
  brx: { english: 'Bodo', native: 'बड़ो', locale: 'brx-IN', script: 'devanagari', dir: 'ltr' },
  doi: { english: 'Dogri', native: 'डोगरी', locale: 'doi-IN', script: 'devanagari', dir: 'ltr' },
  mai: { english: 'Maithili', native: 'मैथिली', locale: 'mai-IN', script: 'devanagari', dir: 'ltr' },
  sat: { english: 'Santali', native: 'ᱥᱟᱱᱛᱟᱲᱤ', locale: 'sat-IN', script: 'ol-chiki', dir: 'ltr' },
} as const satisfies Record<string, LanguageInfo>;

/** A language the consent notice can be read in: the site's and the notice-only ones. */
export type ConsentLanguage = SiteLanguage | keyof typeof CONSENT_ONLY_LANGUAGE_TABLE;
