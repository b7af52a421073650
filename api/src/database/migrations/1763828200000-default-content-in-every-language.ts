import { MigrationInterface, QueryRunner } from 'typeorm';
// The shipped translations by language code. Adding a language: its <code>.json beside hi.json and one line in
// default-content/index.ts.
import * as shipped from './default-content';

const SHIPPED: Record<string, Record<string, string>> = shipped;

const ROUND_TEXT_COLUMNS = {
  title: 'title',
  description: 'description',
  evaluationMethod: 'evaluation_method',
  participantsLabel: 'participants_label',
  videoRule: 'video_rule',
} as const;

type Json = unknown;
type Translations = Record<string, Record<string, string>>;

/**
 * Gives every text of `value` (an object with its English under `en`) whose English is still a shipped default
 * the shipped translation in each language it has none in. Answers the languages it filled something in.
 */
function fill(value: Json, filled: Set<string>): void {
  if (Array.isArray(value)) return value.forEach((item) => fill(item, filled));
  if (!value || typeof value !== 'object') return;
  const text = value as Record<string, Json>;
  if (typeof text.en === 'string') {
    for (const [code, translations] of Object.entries(SHIPPED)) {
      const translation = translations[text.en];
      const own = text[code];
      if (translation && !(typeof own === 'string' && own.trim())) {
        text[code] = translation;
        filled.add(code);
      }
    }
    return;
  }
  Object.values(text).forEach((item) => fill(item, filled));
}

/**
 * The organisers' starting content (FAQ, prizes, the contest's name and share text, the rounds' texts) in every
 * language a translation ships for. Only a text still exactly as shipped in English, and with nothing written in
 * that language, takes it: an organiser's own wording (in English or the language) is never overwritten. The
 * languages filled are offered on the site and marked drafts, for the organisers to review in the console.
 */
export class DefaultContentInEveryLanguage1763828200000 implements MigrationInterface {
  name = 'DefaultContentInEveryLanguage1763828200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const filled = new Set<string>();
    const rounds = (await queryRunner.query(
      `SELECT id, title, description, evaluation_method, participants_label, video_rule, translations
         FROM rounds FOR UPDATE`,
    )) as Array<Record<string, Json> & { id: number; translations: Translations }>;
    for (const round of rounds) {
      for (const [code, translations] of Object.entries(SHIPPED)) {
        const own = { ...round.translations[code] };
        for (const [field, column] of Object.entries(ROUND_TEXT_COLUMNS)) {
          const english = round[column];
          const translation = typeof english === 'string' ? translations[english] : undefined;
          if (translation && !own[field]?.trim()) {
            own[field] = translation;
            filled.add(code);
          }
        }
        if (Object.keys(own).length) round.translations[code] = own;
      }
      await queryRunner.query(`UPDATE rounds SET translations = $2 WHERE id = $1`, [round.id, round.translations]);
    }

    const [content] = (await queryRunner.query(`SELECT document FROM site_content WHERE id = 1 FOR UPDATE`)) as Array<{
      document: Record<string, Json>;
    }>;
    if (!content) return;
    const { document } = content;
    const { languages, languageStatus, ...texts } = document;
    fill(texts, filled);
    const offered = new Set([...((languages as string[] | undefined) ?? ['en', 'hi']), ...filled]);
    const status = { ...(languageStatus as Record<string, string> | undefined) };
    for (const code of filled) status[code] = 'draft';
    await queryRunner.query(`UPDATE site_content SET document = $1, version = version + 1 WHERE id = 1`, [
      { ...texts, languages: [...offered], languageStatus: status },
    ]);
  }

  async down(): Promise<void> {
    // Nothing to undo safely: an organiser may have reviewed or edited the translations since; the previous
    // version reads the English and Hindi it knows and ignores the rest.
  }
}
