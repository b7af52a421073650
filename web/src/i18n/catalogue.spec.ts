import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONSENT_AREA,
  cataloguePath,
  languagesWithCatalogue,
  problemsAgainstEnglish,
  readCatalogue,
  refreshCatalogueFiles,
} from '../../scripts/po-catalogue.cjs';
import status from './locales/status.json';

const english = readCatalogue(cataloguePath('en', 'site'));
const translated = languagesWithCatalogue('site').filter((language) => language !== 'en');
const consentOnly = languagesWithCatalogue('consent');

describe('the catalogues', () => {
  it.each(translated)("%s has exactly English's ids, source texts, placeholders and elements", (language) => {
    expect(problemsAgainstEnglish(english, readCatalogue(cataloguePath(language, 'site')))).toEqual([]);
  });

  // Translators deliver the consent-only languages' notices late: until then there is nothing to compare.
  (consentOnly.length ? it.each(consentOnly) : it.skip.each(['none yet']))(
    "%s's consent notice has exactly English's ids, placeholders and elements, and nothing else",
    (language) => {
      const notice = (id: string) => id.startsWith(`${CONSENT_AREA}.`);
      expect(problemsAgainstEnglish(english, readCatalogue(cataloguePath(language, 'consent')), notice)).toEqual([]);
    },
  );

  it('has no empty English message, and the consent notice in English', () => {
    expect([...english.entries].filter(([, entry]) => !entry.english.trim())).toEqual([]);
    expect([...english.entries.keys()].filter((id) => id.startsWith(`${CONSENT_AREA}.`))).toHaveLength(9);
  });

  it('types the ids and reports the drafts of the catalogues as they are (npm run catalogues -w web)', () => {
    expect(refreshCatalogueFiles({ check: true })).toEqual([]);
    // English is the source, never a draft; a language is a draft while any of its messages is.
    expect(status.en).toEqual({ catalogue: 'site', messages: english.entries.size, drafts: 0, draft: false });
    for (const language of Object.values(status)) expect(language.draft).toBe(language.drafts > 0);
  });

  it("refuses a translator's file whose placeholders or ids differ from English's, and writes nothing", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'sa.json');
    const notice = Object.fromEntries(
      [...english.entries]
        .filter(([id]) => id.startsWith(`${CONSENT_AREA}.`))
        .map(([id, e]) => [id.split('.')[1], e.english]),
    );
    writeFileSync(
      file,
      JSON.stringify({ [CONSENT_AREA]: { ...notice, fiduciary: 'Someone runs this contest.', extra: 'x' } }),
    );
    const importer = path.join(__dirname, '../../../scripts/i18n/import-catalogue.mjs');
    const run = spawnSync(process.execPath, [importer, 'sa', file], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('consentNotice.fiduciary: has {} where English has {organiser:}');
    expect(run.stderr).toContain('consentNotice.extra: not an English id');
    expect(existsSync(cataloguePath('sa', 'consent'))).toBe(consentOnly.includes('sa'));
  });
});
