import { currentLanguage, LOCALES, type Language } from '../i18n/i18n';

/*
 * Numbers and dates in the visitor's language. Hindi pages keep Latin digits (as Indian government and news
 * sites do, and as the counts on Instagram read), with Indian grouping in both languages: 1,00,000.
 */
const locale = () => LOCALES[currentLanguage()];

/*
 * Building an Intl formatter loads locale data and costs far more than formatting (the landing page formats a
 * dozen dates: about 50 ms of a throttled phone's first render, more in Hindi), so each one is built once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

/** Views and likes: K from 1,000 and M from 1,000,000, one decimal (docs/product.md §9); null is hidden. Hindi
 * says हज़ार and लाख/करोड़ instead (Intl's compact notation for hi-IN). */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (currentLanguage() === 'hi') {
    return numberFormat('hi-IN', {
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

/** A count in full (an entry's own page: 1,23,456 views), where cards abbreviate it; null is hidden. */
export const formatExact = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : formatInteger(value);

// Every date on the site is India Standard Time, wherever the visitor's device is.
const IST = 'Asia/Kolkata';

/** A date format in `language`, in IST with Latin digits. */
function istFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormat(LOCALES[language], { ...options, timeZone: IST, numberingSystem: 'latn' });
}

// Hindi uses the 24-hour clock: CLDR's Hindi day periods are the Latin "am"/"pm".
const dateTimeOptions = (language: Language): Intl.DateTimeFormatOptions => ({
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: language === 'hi' ? 'h23' : undefined,
});
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

function formatIso(iso: string | null | undefined, format: Intl.DateTimeFormat): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return format.format(date);
}

export function formatDateTime(iso: string | null | undefined): string | null {
  return iso ? formatIso(iso, istFormat(currentLanguage(), dateTimeOptions(currentLanguage()))) : null;
}

export function formatDate(iso: string | null | undefined): string | null {
  return iso ? formatIso(iso, istFormat(currentLanguage(), DATE_OPTIONS)) : null;
}

/**
 * Builds the date formats in `language` before they are needed: the first one the browser builds loads its time
 * zone and calendar data, a single 35 ms call (140 ms on a throttled phone) that a render cannot split. main.tsx
 * calls this while the first screen's catalogue and content download, when the main thread waits anyway.
 */
export function prepareDateFormats(language: Language): void {
  istFormat(language, dateTimeOptions(language));
  istFormat(language, DATE_OPTIONS);
}

export const twoDigits = (value: number) => String(Math.max(0, value)).padStart(2, '0');
