/**
 * The catalogues (locales/<language>.json) are nested by page or area; Lingui reads flat ids. A list (an array
 * in the JSON) becomes one id per item: `terms.who.0`, `terms.who.1`, … Messages use ICU syntax: `{name}`,
 * `{count, plural, one {…} other {…}}`, and `<0>…</0>` for the elements a <Trans> puts around words.
 */
export type Catalogue = { [key: string]: string | string[] | Catalogue };

export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const id = `${prefix}${key}`;
    if (typeof value === 'string') flat[id] = value;
    else if (Array.isArray(value)) value.forEach((item, index) => (flat[`${id}.${index}`] = item));
    else Object.assign(flat, flattenCatalogue(value, `${id}.`));
  }
  return flat;
}

/**
 * The areas the landing page's first screen needs (its shell, the hero, errors and sign-in toasts): the only
 * part of a catalogue in the page's initial JavaScript. The rest comes with the sections below the hero and
 * with every other page (i18n.ts, `withCatalogue`).
 */
const FIRST_SCREEN_AREAS = [
  'common',
  'countdown',
  'cta',
  'devBanner',
  'errors',
  'footer',
  'hero',
  'landing',
  'language',
  'nav',
  'share',
  'signIn',
  'site',
];

export type CatalogueGroup = 'first' | 'rest';

/** The messages of one group, from a flattened catalogue. */
export function catalogueGroup(flat: Record<string, string>, group: CatalogueGroup): Record<string, string> {
  const first = (id: string) => FIRST_SCREEN_AREAS.includes(id.split('.')[0]);
  return Object.fromEntries(Object.entries(flat).filter(([id]) => first(id) === (group === 'first')));
}

type Messages = typeof import('./locales/en.json');

/** Every message id of the English catalogue (the reference every other language must match). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends readonly string[]
      ? never
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every list (an array in the catalogue). */
type Lists<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly string[]
      ? `${P}${K}`
      : Lists<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type ListKey = Lists<Messages>;
