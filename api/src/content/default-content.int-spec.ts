import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, TestDatabase } from '../../test/harness/console-fixtures';
import { DefaultContentInEveryLanguage1763828200000 } from '../database/migrations/1763828200000-default-content-in-every-language';
import hindi from '../database/migrations/default-content/hi.json';

const WHO = 'Who can take part?';
const FILM_LANGUAGE_ANSWER = 'Any Indian language. English subtitles are mandatory.';

/** The starting content ships translated, marked a draft, and the shipped text never replaces an organiser's. */
describe("the organisers' starting content in every language shipped", () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let admin: { token: string };
  let db: TestDatabase;

  beforeAll(async () => {
    running = await startApp();
    admin = await consoleAccount(running.app, running.api, 'admin', 'default-content');
    db = await database(env.databaseUrl);
  });
  afterAll(async () => {
    await db?.end();
    await running?.close();
  });

  const record = async () => (await call(`${running.api}/admin/content/1`, { token: admin.token })).body;
  const migrateAgain = async () => {
    const runner = running.app.get(DataSource).createQueryRunner();
    try {
      await new DefaultContentInEveryLanguage1763828200000().up(runner);
    } finally {
      await runner.release();
    }
  };

  it('serves the FAQ, prizes and rounds in Hindi, offers Hindi and marks it a draft for review', async () => {
    const site = await call(`${running.api}/content/site?lang=hi`);
    expect(site.body.faq[0]).toEqual({ question: hindi[WHO], answer: expect.stringContaining('भारतीय नागरिक') });
    expect(site.body.prizes[0].title).toBe(hindi['Monetary Prizes']);
    expect(site.body.languages).toContain('hi');
    const rules = await call(`${running.api}/content/rules?lang=hi`);
    expect(rules.body.rounds[1].title).toBe(hindi['Top 500 Shortlist']);

    const content = await record();
    // Every language shipped is offered as a draft for the organisers' review.
    expect(content.languageStatus.hi).toBe('draft');
    expect(content.languageStatus.ta).toBe('draft');
  });

  it("never overwrites an organiser's wording, in English or in the language, and fills a text they left blank", async () => {
    const content = await record();
    content.faq[0].answer.hi = 'आयोजकों का अपना उत्तर';
    content.faq[1].question = { en: 'Which languages may my film use?', hi: null };
    content.faq[1].answer = { en: FILM_LANGUAGE_ANSWER, hi: null };
    content.languageStatus.hi = 'reviewed';
    const saved = await call(`${running.api}/admin/content/1`, { method: 'PUT', token: admin.token, body: content });
    expect(saved.status).toBe(200);
    await db.query(
      `UPDATE rounds SET title = CASE id WHEN 3 THEN 'The Hundred' ELSE title END,
                         translations = CASE id WHEN 2 THEN '{}'::jsonb WHEN 3 THEN '{}'::jsonb ELSE translations END`,
    );

    await migrateAgain();

    const after = await record();
    expect(after.faq[0].answer.hi).toBe('आयोजकों का अपना उत्तर');
    expect(after.faq[1].question.hi).toBeNull();
    expect(after.faq[1].answer.hi).toBe(hindi[FILM_LANGUAGE_ANSWER]);
    expect(after.languageStatus.hi).toBe('draft');
    const [round2, round3] = await db.rows<{ translations: Record<string, Record<string, string>> }>(
      `SELECT translations FROM rounds WHERE id IN (2, 3) ORDER BY id`,
    );
    expect(round2.translations.hi.title).toBe(hindi['Top 500 Shortlist']);
    expect(round3.translations.hi.title).toBeUndefined();
    expect(round3.translations.hi.participantsLabel).toBe(hindi['Top 100']);
  });
});
