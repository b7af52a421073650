import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

  it.each(consentOnly)(
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
    // The importer runs on a copy of the catalogues (CATALOGUE_DIR), whose every byte is compared afterwards.
    const work = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
    const copy = path.join(work, 'i18n');
    for (const part of ['locales', 'consent', 'message-ids.ts']) {
      cpSync(path.join(__dirname, part), path.join(copy, part), { recursive: true });
    }
    const snapshot = () =>
      Object.fromEntries(
        readdirSync(copy, { recursive: true, encoding: 'utf8' })
          .filter((file) => statSync(path.join(copy, file)).isFile())
          .map((file) => [file, readFileSync(path.join(copy, file), 'utf8')]),
      );
    const before = snapshot();
    const notice = Object.fromEntries(
      [...english.entries]
        .filter(([id]) => id.startsWith(`${CONSENT_AREA}.`))
        .map(([id, e]) => [id.split('.')[1], e.english]),
    );
    const importer = path.join(__dirname, '../../../scripts/i18n/import-catalogue.mjs');
    const importSanskrit = (texts: Record<string, string>) => {
      const file = path.join(work, 'sa.json');
      writeFileSync(file, JSON.stringify({ [CONSENT_AREA]: texts }));
      return spawnSync(process.execPath, [importer, 'sa', file], {
        encoding: 'utf8',
        env: { ...process.env, CATALOGUE_DIR: copy },
      });
    };

    try {
      const run = importSanskrit({ ...notice, fiduciary: 'Someone runs this contest.', extra: 'x' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('consentNotice.fiduciary: has {} where English has {organiser:}');
      expect(run.stderr).toContain('consentNotice.extra: not an English id');
      expect(snapshot()).toEqual(before);

      // The same notice, matching English, is written (into the copy): the comparison above sees a write.
      expect(importSanskrit(notice).status).toBe(0);
      expect(snapshot()['consent/sa.po']).not.toEqual(before['consent/sa.po']);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
