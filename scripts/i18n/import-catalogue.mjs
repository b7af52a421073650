/**
 * `node scripts/i18n/import-catalogue.mjs <code> <translated.json>`: turns a translator's JSON into the language's
 * PO catalogue, every message marked as a draft (`#, fuzzy`) for the organisers' review (README, "Translating the
 * site"), except those the catalogue already holds, reviewed, in the same words. The JSON has the catalogue's shape: sections of texts and lists, as `npm run catalogues -w web` would
 * flatten them (`{ "hero": { "title": "…" }, "terms": { "who": ["…", "…"] }, "consentNotice": { … } }`). For a
 * site language it holds every message; for a consent-only language, only `consentNotice`. Nothing is written
 * unless every id, placeholder (`{name}`) and element (`<0>…</0>`) matches English's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const catalogues = createRequire(import.meta.url)('../../web/scripts/po-catalogue.cjs');

/** The codes of a table of languages: the site's (languages.ts) or the notice-only one (consent-languages.ts). */
function tableCodes(name, file) {
  const source = readFileSync(new URL(`../../web/src/i18n/${file}`, import.meta.url), 'utf8');
  const table = source.slice(source.indexOf(`export const ${name} = {`)).split('} as const')[0];
  return [...table.matchAll(/^\s+(\w+): \{ english:/gm)].map((match) => match[1]);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [language, file] = process.argv.slice(2);
if (!language || !file) fail('usage: node scripts/i18n/import-catalogue.mjs <code> <translated.json>');
if (language === 'en') fail('English is the source: edit web/src/i18n/locales/en.po itself.');
const kind = tableCodes('SITE_LANGUAGE_TABLE', 'languages.ts').includes(language)
  ? 'site'
  : tableCodes('CONSENT_ONLY_LANGUAGE_TABLE', 'consent-languages.ts').includes(language)
    ? 'consent'
    : fail(`${language} is in neither web/src/i18n/languages.ts nor consent-languages.ts: add it to one first.`);

let texts;
try {
  texts = catalogues.flattenCatalogue(JSON.parse(readFileSync(file, 'utf8')));
} catch (error) {
  fail(`${file}: ${error.message}`);
}

const english = catalogues.readCatalogue(catalogues.cataloguePath('en', 'site'));
const translated = {
  language,
  entries: new Map(
    Object.entries(texts).map(([id, text]) => [id, { english: english.entries.get(id)?.english, text, draft: true }]),
  ),
};
const scope = kind === 'site' ? undefined : (id) => id.startsWith(`${catalogues.CONSENT_AREA}.`);
const problems = catalogues.problemsAgainstEnglish(english, translated, scope);
if (problems.length) fail(`${file} does not match English; nothing was written:\n${problems.join('\n')}`);

// A message the organisers already reviewed, translated from the same English into the same words, stays reviewed.
const target = catalogues.cataloguePath(language, kind);
const current = existsSync(target) ? catalogues.readCatalogue(target).entries : new Map();
const reviewed = (id) => {
  const entry = current.get(id);
  return entry && !entry.draft && entry.english === english.entries.get(id).english && entry.text === texts[id];
};
catalogues.writeCatalogue(target, language, english, texts, { isDraft: (id) => !reviewed(id) });
const drafts = Object.keys(texts).filter((id) => !reviewed(id)).length;
const left = catalogues.refreshCatalogueFiles({ check: false });
if (left.length) fail(`${target} written, but the catalogues have problems:\n${left.join('\n')}`);
console.log(`${target}: ${Object.keys(texts).length} messages, ${drafts} of them drafts awaiting review`);
