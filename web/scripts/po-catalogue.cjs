/**
 * The site's catalogues as gettext PO files (README, "Translating the site"): read by the build (vite.config.ts),
 * checked and summarised by scripts/catalogues.mjs, written by the translators' importer
 * (scripts/i18n/import-catalogue.mjs), loaded by the specs. CommonJS so that Node runs the scripts as they are and
 * jest loads it too.
 *
 * One entry per message: msgctxt is the message's id (`hero.title`, a list's items `terms.who.0`, …), msgid its
 * English text, msgstr its translation. Translators' tools (Poedit, Weblate, Lokalise) show the English beside
 * the translation and the id as context; en.po leaves every msgstr empty, like a template. An entry flagged
 * `#, fuzzy` is a draft: machine-drafted or carried over from older English, shown on the site but waiting for
 * the organisers' review; saving it as reviewed in a PO editor removes the flag.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module */
'use strict';
const { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const gettextParser = require('gettext-parser');

// CATALOGUE_DIR points the importer at a copy of the folder (catalogue.spec.ts runs it there, never on the real files).
const i18nDir = process.env.CATALOGUE_DIR ?? path.join(__dirname, '..', 'src', 'i18n');

/** Where a language's catalogue lives: the 13 site languages under locales/, the consent-only ones under consent/. */
const directory = (kind) => path.join(i18nDir, kind === 'site' ? 'locales' : 'consent');
const cataloguePath = (language, kind) => path.join(directory(kind), `${language}.po`);

/** The section the consent notice is in: its own chunk per language, and all a consent-only catalogue holds. */
const CONSENT_AREA = 'consentNotice';

/** A nested catalogue (a translator's JSON) as flat ids; a list's items become `<id>.0`, `<id>.1`, … */
function flattenCatalogue(catalogue, prefix = '') {
  const flat = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const id = `${prefix}${key}`;
    if (typeof value === 'string') flat[id] = value;
    else if (Array.isArray(value)) value.forEach((item, index) => (flat[`${id}.${index}`] = item));
    else if (value && typeof value === 'object') Object.assign(flat, flattenCatalogue(value, `${id}.`));
    else throw new Error(`${id} is neither a text, a list nor a section`);
  }
  return flat;
}

/** What a message needs from the code: its `{placeholders}` (and plural arguments) and its `<0>` elements. */
function shape(message) {
  const placeholders = [...message.matchAll(/\{(\w+)(?:,\s*(\w+))?/g)].map((match) => `${match[1]}:${match[2] ?? ''}`);
  const elements = [...message.matchAll(/<(\d+)\/?>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...placeholders, ...elements])].sort().join(' ');
}

/** A catalogue file: its entries by id, in file order, with their English, translation and draft flag. */
function readCatalogue(file) {
  const parsed = gettextParser.po.parse(readFileSync(file));
  const entries = new Map();
  for (const [context, messages] of Object.entries(parsed.translations)) {
    for (const entry of Object.values(messages)) {
      if (!context && !entry.msgid) continue; // the header
      entries.set(context, {
        english: entry.msgid,
        text: entry.msgstr[0] ?? '',
        draft: /\bfuzzy\b/.test(entry.comments?.flag ?? ''),
      });
    }
  }
  return { language: parsed.headers.Language, entries };
}

/** The texts a catalogue shows, by id: English shows its msgid, every other language its msgstr. */
function messagesOf(catalogue) {
  const english = catalogue.language === 'en';
  return Object.fromEntries([...catalogue.entries].map(([id, entry]) => [id, english ? entry.english : entry.text]));
}

/**
 * What keeps a catalogue from being used beside English: ids missing or unknown, an empty text, a source text
 * that is not English's current one, a placeholder or element the code does not pass or does not expect.
 * `scope` limits the comparison to the ids a consent-only catalogue holds.
 */
function problemsAgainstEnglish(english, catalogue, scope = () => true) {
  const problems = [];
  const reference = new Map([...english.entries].filter(([id]) => scope(id)));
  for (const [id, source] of reference) {
    const entry = catalogue.entries.get(id);
    if (!entry) problems.push(`${id}: missing`);
    else if (!entry.text.trim()) problems.push(`${id}: empty`);
    else {
      if (entry.english !== source.english) problems.push(`${id}: translated from older English ("${entry.english}")`);
      if (shape(entry.text) !== shape(source.english))
        problems.push(`${id}: has {${shape(entry.text)}} where English has {${shape(source.english)}}`);
    }
  }
  for (const id of catalogue.entries.keys()) if (!reference.has(id)) problems.push(`${id}: not an English id`);
  return problems;
}

/** Writes a catalogue: English's ids in English's order, the entries `isDraft` names flagged as drafts. */
function writeCatalogue(file, language, english, texts, { isDraft }) {
  const translations = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const [id, source] of english.entries) {
    if (!(id in texts)) continue;
    translations[id] = {
      [source.english]: {
        msgctxt: id,
        msgid: source.english,
        msgstr: [language === 'en' ? '' : texts[id]],
        ...(isDraft(id) && language !== 'en' ? { comments: { flag: 'fuzzy' } } : {}),
      },
    };
  }
  const po = gettextParser.po.compile(
    {
      charset: 'utf-8',
      headers: {
        'Project-Id-Version': 'contest-site',
        Language: language,
        'MIME-Version': '1.0',
        'Content-Type': 'text/plain; charset=UTF-8',
        'Content-Transfer-Encoding': '8bit',
      },
      translations,
    },
    { foldLength: 0, sort: false },
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, po.toString('utf8').replace(/\n*$/, '\n'));
}

/**
 * The areas the landing page's first screen needs (its shell, the hero, errors and sign-in toasts): the only
 * part of a catalogue in the page's initial JavaScript. The rest comes with the sections below the hero and
 * with every other page (i18n.ts, `withCatalogue`); the consent notice comes on its own, in whichever of the 23
 * languages the visitor reads it (consent-notice.ts).
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

/** Which chunk of its language a message is compiled into: `first`, `rest` or `consent`. */
function groupOf(id) {
  const area = id.split('.')[0];
  if (area === CONSENT_AREA) return 'consent';
  // The API's refusals answer something a visitor did (a vote, a code, an entry), well after the rest has come;
  // the first screen keeps only the errors a page load can meet (offline, timeout, busy, server).
  if (id.startsWith('errors.codes.')) return 'rest';
  return FIRST_SCREEN_AREAS.includes(area) ? 'first' : 'rest';
}

/** The file of a language's catalogue: its site catalogue, else its consent notice's. */
function catalogueFile(language) {
  const site = cataloguePath(language, 'site');
  return existsSync(site) ? site : cataloguePath(language, 'consent');
}

/**
 * One chunk of a language's catalogue (a consent-only language has only `consent`): its texts by id. `rest` holds
 * the language's own notice too, so the registration card shows it with the rest of the page, without a late
 * chunk pushing the sections below it down; the `consent` chunk serves a visitor reading it in another language.
 */
function chunkMessages(language, group) {
  const messages = Object.entries(messagesOf(readCatalogue(catalogueFile(language))));
  const inChunk = (id) => groupOf(id) === group || (group === 'rest' && groupOf(id) === 'consent');
  return Object.fromEntries(messages.filter(([id]) => inChunk(id)));
}

/** The languages whose catalogue of this kind has been written. */
function languagesWithCatalogue(kind) {
  if (!existsSync(directory(kind))) return [];
  const files = readdirSync(directory(kind)).filter((name) => name.endsWith('.po'));
  return files.map((name) => name.slice(0, -'.po'.length)).sort();
}

const union = (name, ids) => `export type ${name} =\n${ids.map((id) => `  | '${id}'`).join('\n')};\n`;

/** The two generated files' contents, and every catalogue's problems. */
function catalogueReport() {
  const english = readCatalogue(cataloguePath('en', 'site'));
  const problems = [];
  const status = {};
  for (const kind of ['site', 'consent']) {
    for (const language of languagesWithCatalogue(kind)) {
      const catalogue = readCatalogue(cataloguePath(language, kind));
      if (catalogue.language !== language)
        problems.push(`${language}.po: its header says Language: ${catalogue.language}`);
      if (language !== 'en') {
        const scope = kind === 'site' ? undefined : (id) => id.startsWith(`${CONSENT_AREA}.`);
        problems.push(
          ...problemsAgainstEnglish(english, catalogue, scope).map((problem) => `${language}.po ${problem}`),
        );
      }
      const drafts = [...catalogue.entries.values()].filter((entry) => entry.draft).length;
      status[language] = { catalogue: kind, messages: catalogue.entries.size, drafts, draft: drafts > 0 };
    }
  }
  const ids = [...english.entries.keys()];
  const lists = [...new Set(ids.filter((id) => /\.\d+$/.test(id)).map((id) => id.replace(/\.\d+$/, '')))];
  const messageIds =
    '// Generated from locales/en.po by `npm run catalogues -w web`: the ids the code may use. Do not edit.\n\n' +
    `/** A message (a list's items are read through their list). */\n${union(
      'MessageKey',
      ids.filter((id) => !/\.\d+$/.test(id)),
    )}\n` +
    `/** A list: its items are \`<id>.0\`, \`<id>.1\`, … */\n${union('ListKey', lists)}`;
  return {
    problems,
    files: {
      [path.join(i18nDir, 'message-ids.ts')]: messageIds,
      [path.join(i18nDir, 'locales', 'status.json')]: `${JSON.stringify(status, null, 2)}\n`,
    },
  };
}

/** Writes the generated files (or, with `check`, reports them stale); returns every problem found. */
function refreshCatalogueFiles({ check }) {
  const { problems, files } = catalogueReport();
  for (const [file, text] of Object.entries(files)) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === text) continue;
    if (check) problems.push(`${file} is stale: run npm run catalogues -w web`);
    else writeFileSync(file, text);
  }
  return problems;
}

module.exports = {
  CONSENT_AREA,
  catalogueFile,
  cataloguePath,
  chunkMessages,
  flattenCatalogue,
  languagesWithCatalogue,
  messagesOf,
  problemsAgainstEnglish,
  readCatalogue,
  refreshCatalogueFiles,
  writeCatalogue,
};
