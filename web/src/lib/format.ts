import { currentLanguage, LOCALES } from '../i18n/i18n';
import type { SiteLanguage } from '../i18n/languages';

/*
 * Numbers and dates in the visitor's language. Every language keeps Latin digits (as Indian government and news
 * sites do, and as the counts on Instagram read), with Indian grouping in all of them: 1,00,000.
 */
const locale = () => LOCALES[currentLanguage()];

/*
 * Building an Intl formatter loads locale data and costs far more than formatting (the landing page formats a
 * dozen dates: about 50 ms of a throttled phone's first render, more in Hindi), so each one is built once.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = build()));
  return format;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  cached(`number ${language} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached(`date ${language} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

/** Views and likes: K from 1,000 and M from 1,000,000, one decimal (docs/product.md §9); null is hidden. The
 * Indian languages say thousand and lakh/crore in their own words instead (Intl's compact notation, e.g. लाख). */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (currentLanguage() !== 'en') {
    return numberFormat(locale(), {
      notation: 'compact',
      maximumFractionDigits: 1,
      numberingSystem: 'latn',
    }).format(value);
  }
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) {
    const thousands = (value / 1_000).toFixed(1);
    return thousands === '1000.0' ? '1.0M' : `${thousands}K`;
  }
  return String(Math.round(value));
}

export function formatInteger(value: number): string {
  return numberFormat(locale(), { numberingSystem: 'latn' }).format(value);
}

/** A score with at most `digits` decimals (0.873, 8.4), Latin digits; null is hidden. */
export const formatDecimal = (value: number | null | undefined, digits: number): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : numberFormat(locale(), { numberingSystem: 'latn', maximumFractionDigits: digits }).format(value);

/** A count in full (an entry's own page: 1,23,456 views), where cards abbreviate it; null is hidden. */
export const formatExact = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : formatInteger(value);

// Every date on the site is India Standard Time, wherever the visitor's device is.
const IST = 'Asia/Kolkata';

/** A date format in `language`, in IST with Latin digits. */
function istFormat(language: SiteLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormat(LOCALES[language], { ...options, timeZone: IST, numberingSystem: 'latn' });
}

// The Indian languages use the 24-hour clock: CLDR's day periods for several of them are the Latin "am"/"pm".
const dateTimeOptions = (language: SiteLanguage): Intl.DateTimeFormatOptions => ({
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: language === 'en' ? undefined : 'h23',
});
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** An API timestamp in `format`; null for no date or one that does not parse. */
function formatIso(iso: string | null | undefined, format: () => Intl.DateTimeFormat): string | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? format().format(date) : null;
}

export const formatDateTime = (iso: string | null | undefined): string | null =>
  formatIso(iso, () => istFormat(currentLanguage(), dateTimeOptions(currentLanguage())));

export const formatDate = (iso: string | null | undefined): string | null =>
  formatIso(iso, () => istFormat(currentLanguage(), DATE_OPTIONS));

/**
 * Builds the date formats in `language` before they are needed: the first one the browser builds loads its time
 * zone and calendar data, a single 35 ms call (140 ms on a throttled phone) that a render cannot split. main.tsx
 * calls this while the first screen's catalogue and content download, when the main thread waits anyway.
 */
export function prepareDateFormats(language: SiteLanguage): void {
  istFormat(language, dateTimeOptions(language));
  istFormat(language, DATE_OPTIONS);
}

export const twoDigits = (value: number) => String(Math.max(0, value)).padStart(2, '0');
