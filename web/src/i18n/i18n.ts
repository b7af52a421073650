import { i18n } from '@lingui/core';
import { startTransition } from 'react';
import type { CatalogueGroup, ListKey, MessageKey } from './catalogue';
import { atMost } from '../lib/wait';

/** The site's languages, in the order the switch offers them. Adding one: README, "Languages". */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The `lang` each language puts on <html>; Intl formats numbers and dates with it too. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

type Compiled = Promise<{ messages: Record<string, unknown> }>;

// Each language's catalogue is two chunks, compiled at build time (vite.config.ts): a visitor downloads only
// the language they read, and the landing page's first screen only the first group (i18n/catalogue.ts).
const CATALOGUES: Record<Language, Record<CatalogueGroup, () => Compiled>> = {
  en: { first: () => import('virtual:catalogue/en-first'), rest: () => import('virtual:catalogue/en-rest') },
  hi: { first: () => import('virtual:catalogue/hi-first'), rest: () => import('virtual:catalogue/hi-rest') },
};

const STORAGE_KEY = 'contest.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The visitor's choice as a cookie too, for nginx: it tells a browser that will show Hindi to fetch the
 * Devanagari face with the page (nginx/templates/contest.conf.template, `$contest_font_preload`).
 */
function tellServer(language: Language): void {
  document.cookie = `contest_language=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the visitor chose on this browser earlier, if any. */
function chosenLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // Storage refused (private mode): no choice remembered.
  }
}

/** The visitor's earlier choice, else the first of the browser's languages the site speaks, else English. */
export function preferredLanguage(): Language {
  const chosen = chosenLanguage();
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** How long a Hindi first render waits for the Devanagari face before showing a fallback face. */
const FONT_WAIT_MS = 1000;

/**
 * Only Hindi pages download the Devanagari face (Outfit and the system fonts cover Latin). It is requested at
 * once rather than when text first needs it, and resolves when it is there (or after FONT_WAIT_MS): painting
 * Hindi in a fallback face and swapping it later shifted the whole page (Lighthouse CLS 0.23).
 */
function loadFontFor(language: Language): Promise<unknown> {
  if (language !== 'hi') return Promise.resolve();
  const ready = import('./devanagari-font')
    .then(() => document.fonts?.load('1em "Noto Sans Devanagari Variable"', 'हिन्दी'))
    .catch(() => undefined);
  return atMost(FONT_WAIT_MS, ready);
}

const loads = new Map<string, Promise<void>>();
let restWanted = false;

function load(language: Language, group: CatalogueGroup): Promise<void> {
  const key = `${language}/${group}`;
  let loading = loads.get(key);
  if (!loading) {
    // Lingui tells every mounted component that uses messages to re-render when messages load; inside a
    // transition that re-render is done in slices (the rest of the catalogue arrives while the landing page's
    // sections build, and re-rendering the page at once was a 25 ms task, 100 ms on a throttled phone).
    loading = CATALOGUES[language][group]().then(({ messages }) =>
      startTransition(() => i18n.load(language, messages as Parameters<typeof i18n.load>[1])),
    );
    loads.set(key, loading);
  }
  return loading;
}

async function activate(language: Language): Promise<void> {
  await Promise.all([load(language, 'first'), restWanted ? load(language, 'rest') : null]);
  i18n.activate(language, [LOCALES[language], language]);
  document.documentElement.lang = LOCALES[language];
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

export function currentLanguage(): Language {
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
export async function switchLanguage(language: Language): Promise<void> {
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
