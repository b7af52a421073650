/**
 * The languages this site can speak: the one table the switch, the catalogues, the fonts and the page direction
 * read. `site` languages carry the whole interface; `consent` languages (the rest of the Eighth Schedule's 22)
 * carry only the consent notice, which the DPDP Rules let a Data Principal read in any of them; their table is
 * consent-languages.ts, apart so that only the pages showing the notice download it.
 */
export type Script =
  | 'latin'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'arabic'
  | 'meetei-mayek'
  | 'ol-chiki';

export interface LanguageInfo {
  /** Its name in English, for the console and the README. */
  english: string;
  /** Its name in itself, as the switch shows it. */
  native: string;
  /** The `lang` on <html>; Intl formats numbers and dates with it too (always with Latin digits). */
  locale: string;
  script: Script;
  dir: 'ltr' | 'rtl';
}

export const SITE_LANGUAGE_TABLE = {
  en: { english: 'English', native: 'English', locale: 'en-IN', script: 'latin', dir: 'ltr' },
  hi: { english: 'Hindi', native: 'हिन्दी', locale: 'hi-IN', script: 'devanagari', dir: 'ltr' },
  bn: { english: 'Bengali', native: 'বাংলা', locale: 'bn-IN', script: 'bengali', dir: 'ltr' },
  mr: { english: 'Marathi', native: 'मराठी', locale: 'mr-IN', script: 'devanagari', dir: 'ltr' },
  te: { english: 'Telugu', native: 'తెలుగు', locale: 'te-IN', script: 'telugu', dir: 'ltr' },
  ta: { english: 'Tamil', native: 'தமிழ்', locale: 'ta-IN', script: 'tamil', dir: 'ltr' },
  gu: { english: 'Gujarati', native: 'ગુજરાતી', locale: 'gu-IN', script: 'gujarati', dir: 'ltr' },
  ur: { english: 'Urdu', native: 'اردو', locale: 'ur-IN', script: 'arabic', dir: 'rtl' },
  kn: { english: 'Kannada', native: 'ಕನ್ನಡ', locale: 'kn-IN', script: 'kannada', dir: 'ltr' },
  or: { english: 'Odia', native: 'ଓଡ଼ିଆ', locale: 'or-IN', script: 'oriya', dir: 'ltr' },
  ml: { english: 'Malayalam', native: 'മലയാളം', locale: 'ml-IN', script: 'malayalam', dir: 'ltr' },
  pa: { english: 'Punjabi', native: 'ਪੰਜਾਬੀ', locale: 'pa-IN', script: 'gurmukhi', dir: 'ltr' },
  as: { english: 'Assamese', native: 'অসমীয়া', locale: 'as-IN', script: 'bengali', dir: 'ltr' },
} as const satisfies Record<string, LanguageInfo>;

export type SiteLanguage = keyof typeof SITE_LANGUAGE_TABLE;
