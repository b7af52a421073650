import { i18n } from '@lingui/core';
import { startTransition } from 'react';
import { catalogues } from 'virtual:catalogues';
import type { ListKey, MessageKey } from './message-ids';
import { SITE_LANGUAGE_TABLE, type Script, type SiteLanguage } from './languages';
import { loadFontFor } from './font-loader';

/** The languages whose catalogue is in this build, in the order the switch offers them. Adding one: README. */
export const LANGUAGES = (Object.keys(SITE_LANGUAGE_TABLE) as SiteLanguage[]).filter(
  (language) => catalogues[language],
);

/** The `lang` each language puts on <html>; Intl formats numbers and dates with it too. */
export const LOCALES = Object.fromEntries(
  Object.entries(SITE_LANGUAGE_TABLE).map(([language, info]) => [language, info.locale]),
) as Record<SiteLanguage, string>;

const STORAGE_KEY = 'contest.language';

const isLanguage = (value: unknown): value is SiteLanguage => LANGUAGES.includes(value as SiteLanguage);

/**
 * The visitor's choice as a cookie too, for nginx: it tells a browser that will show a language with a face
 * of its own (i18n/script-faces.ts) to fetch it with the page (nginx/templates/contest.conf.template,
 * `$contest_font_preload`).
 */
function tellServer(language: SiteLanguage): void {
  document.cookie = `contest_language=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the visitor chose on this browser earlier, if any. */
function chosenLanguage(): SiteLanguage | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // Storage refused (private mode): no choice remembered.
  }
}

/** ISO 15924 codes of the scripts, as a browser's language tags name them (`pa-Guru`, `pa-Arab`). */
const SCRIPT_SUBTAGS: Partial<Record<Script, string>> = {
  latin: 'latn',
  devanagari: 'deva',
  bengali: 'beng',
  gurmukhi: 'guru',
  gujarati: 'gujr',
  oriya: 'orya',
  tamil: 'taml',
  telugu: 'telu',
  kannada: 'knda',
  malayalam: 'mlym',
  arabic: 'arab',
};

/**
 * The site language a browser's language tag asks for: its language, whatever the region (`bn-BD`, `ur-PK`), but
 * not in another script than the site writes it in (`pa-Arab` is Shahmukhi Punjabi, `hi-Latn` romanised Hindi).
 */
export function languageOfTag(tag: string): SiteLanguage | null {
  const [base, ...subtags] = tag.toLowerCase().split(/[-_]/);
  if (!isLanguage(base)) return null;
  const script = subtags.find((subtag) => /^[a-z]{4}$/.test(subtag));
  return !script || script === SCRIPT_SUBTAGS[SITE_LANGUAGE_TABLE[base].script] ? base : null;
}

/** The visitor's earlier choice, else the first of the browser's languages the site speaks, else English. */
export function preferredLanguage(): SiteLanguage {
  const chosen = chosenLanguage();
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}

const loads = new Map<string, Promise<void>>();
let restWanted = false;

// Each language's catalogue is chunks compiled at build time (vite.config.ts): a visitor downloads only the
// language they read, and the landing page's first screen only the first group (po-catalogue.cjs, `groupOf`).
function load(language: SiteLanguage, group: 'first' | 'rest'): Promise<void> {
  const key = `${language}/${group}`;
  let loading = loads.get(key);
  if (!loading) {
    // Lingui tells every mounted component that uses messages to re-render when messages load; inside a
    // transition that re-render is done in slices (the rest of the catalogue arrives while the landing page's
    // sections build, and re-rendering the page at once was a 25 ms task, 100 ms on a throttled phone). Every
    // language that reaches here passed isLanguage, so its catalogue is in the build.
    loading = catalogues[language]![group]().then(({ messages }) =>
      startTransition(() => i18n.load(language, messages as Parameters<typeof i18n.load>[1])),
    );
    loads.set(key, loading);
  }
  return loading;
}

async function activate(language: SiteLanguage): Promise<void> {
  await Promise.all([load(language, 'first'), restWanted ? load(language, 'rest') : null]);
  i18n.activate(language, [LOCALES[language], language]);
  document.documentElement.lang = LOCALES[language];
  document.documentElement.dir = SITE_LANGUAGE_TABLE[language].dir;
}

/** The rest of the active language's catalogue: every page but the landing page's first screen needs it. */
export function loadRestOfCatalogue(): Promise<void> {
  restWanted = true;
  return load(currentLanguage(), 'rest');
}

/** A lazily loaded module that renders only once the rest of the catalogue is there. */
export function withCatalogue<M>(module: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([module(), loadRestOfCatalogue()]).then(([loaded]) => loaded);
}

export function currentLanguage(): SiteLanguage {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** Loads the language's catalogue before the first render, so no page ever shows ids. */
export function startI18n(): Promise<void> {
  const chosen = chosenLanguage();
  // A choice made before the cookie existed reaches nginx from the next page on.
  if (chosen) tellServer(chosen);
  const language = preferredLanguage();
  return Promise.all([activate(language), loadFontFor(language)]).then(() => undefined);
}

/** The header's switch: load the catalogue, then change every string at once, and remember the choice. */
export async function switchLanguage(language: SiteLanguage): Promise<void> {
  void loadFontFor(language);
  await activate(language);
  tellServer(language);
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered in private mode; the page still switches.
  }
}

/** A message in the active language; `values` fill its `{placeholders}`. */
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

/** A list of messages (an array in the catalogue). */
export function list(key: ListKey): string[] {
  const items: string[] = [];
  while (hasMessage(`${key}.${items.length}`)) items.push(i18n._(`${key}.${items.length}`));
  return items;
}

/** Whether the active catalogue has `key` (for ids built from the API's data). */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(i18n.messages, key);
}

/** A message whose id is built from the API's data, or `fallback` when the catalogue does not know it. */
export function translated(key: string, fallback: string): string {
  return hasMessage(key) ? i18n._(key) : fallback;
}
