import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, TestDatabase } from '../../test/harness/console-fixtures';

describe("the organisers' content: GET /content/site and the console's content record", () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let admin: { token: string };
  let jury: { token: string };
  let db: TestDatabase;

  beforeAll(async () => {
    running = await startApp();
    admin = await consoleAccount(running.app, running.api, 'admin');
    jury = await consoleAccount(running.app, running.api, 'jury');
    db = await database(env.databaseUrl);
  });
  afterAll(async () => {
    await db?.end();
    await running?.close();
  });

  const record = async () => (await call(`${running.api}/admin/content/1`, { token: admin.token })).body;
  const save = (body: unknown, token = admin.token) =>
    call(`${running.api}/admin/content/1`, { method: 'PUT', body, token });

  it('serves the seeded starting texts, cacheable, with no date and no made-up support address', async () => {
    const res = await call(`${running.api}/content/site`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body).toMatchObject({
      language: 'en',
      contestName: 'AI Film Contest',
      supportEmail: null,
      jury: [],
      introFilm: null,
      legal: { termsUpdated: '2025-09-15', privacyUpdated: '2025-09-15' },
    });
    expect(res.body.faq).toHaveLength(9);
    expect(res.body.faq[0]).toEqual({
      question: 'Who can take part?',
      answer: expect.stringContaining('Indian citizens aged 18 or older'),
    });
    // Where the terms and the guidelines differ, the answer gives both readings (docs/product.md §9).
    expect(res.body.faq[3].answer).toMatch(/720p[\s\S]*1080p/);
    expect(JSON.stringify(res.body)).not.toMatch(/December|November|October 20\d\d/);
  });

  it('refuses an unknown language', async () => {
    const res = await call(`${running.api}/content/site?lang=fr`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.fields).toHaveProperty('lang');
  });

  it('lets an admin edit it in both languages; the site reads the Hindi, falling back to English', async () => {
    const current = await record();
    const edited = {
      ...current,
      contestName: { en: 'National AI Film Contest', hi: 'राष्ट्रीय एआई फ़िल्म प्रतियोगिता' },
      supportEmail: 'help@contest.example.in',
      jury: [
        {
          name: { en: 'Asha Rao', hi: 'आशा राव' },
          title: { en: 'Film director', hi: null },
          photoUrl: '/media/jury/asha-rao.webp',
          bio: { en: 'Twenty years of documentary film.', hi: null },
        },
      ],
      sampleFilm: { kind: 'instagram', url: 'https://www.instagram.com/reel/ABCdef123/' },
    };
    const res = await save(edited);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(current.version + 1);

    const hindi = await call(`${running.api}/content/site?lang=hi`);
    expect(hindi.body).toMatchObject({
      language: 'hi',
      contestName: 'राष्ट्रीय एआई फ़िल्म प्रतियोगिता',
      supportEmail: 'help@contest.example.in',
      jury: [{ name: 'आशा राव', title: 'Film director', photoUrl: '/media/jury/asha-rao.webp' }],
      sampleFilm: { kind: 'instagram', url: 'https://www.instagram.com/reel/ABCdef123/' },
    });
    const english = await call(`${running.api}/content/site?lang=en`);
    expect(english.body.contestName).toBe('National AI Film Contest');

    const [audit] = await db.rows(
      `SELECT action, resource_id, before->'contestName'->>'en' AS before, after->'contestName'->>'hi' AS after
         FROM console_audit_log WHERE resource = 'content' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      action: 'content.update',
      resource_id: '1',
      before: 'AI Film Contest',
      after: 'राष्ट्रीय एआई फ़िल्म प्रतियोगिता',
    });
  });

  it('offers on the site the languages the organisers choose, English always among them', async () => {
    const current = await record();
    const offered = async () => (await call(`${running.api}/content/site`)).body.languages;
    expect(await offered()).toContain('as');
    const saved = await save({ ...current, languages: ['ta', 'hi'] });
    expect(saved.status).toBe(200);
    expect(saved.body.languages).toEqual(['en', 'hi', 'ta']);
    // The public read comes from a cache of up to CONTENT_CACHE_SECONDS; a save empties this process's.
    expect(await offered()).toEqual(['en', 'hi', 'ta']);
    expect((await save({ ...saved.body, languages: current.languages })).status).toBe(200);
    expect(await offered()).toEqual(current.languages);
  });

  it('refuses a bad document naming every bad field, and stores nothing', async () => {
    const current = await record();
    const res = await save({
      ...current,
      contestName: { en: '  ', hi: null },
      supportEmail: 'not an address',
      partner: { name: { en: 'Partner', hi: null }, url: 'javascript:alert(1)', logoUrl: 'https://evil.example/x.png' },
      jury: [{ name: { en: 'x'.repeat(201), hi: null }, title: { en: 'T', hi: null }, bio: { en: 'B' }, age: 3 }],
      introFilm: { kind: 'instagram', url: 'https://example.com/reel/abc' },
      legal: { termsUpdated: '15 Sep 2025', privacyUpdated: '2025-09-15' },
      extra: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual(
      [
        'contestName.en',
        'extra',
        'introFilm.url',
        'jury.0.age',
        'jury.0.name.en',
        'legal.termsUpdated',
        'partner.logoUrl',
        'partner.url',
        'supportEmail',
      ].sort(),
    );
    expect(await record()).toEqual(current);
  });

  it('refuses a protocol-relative or backslash path in every site-path field, naming each, and stores nothing', async () => {
    const current = await record();
    const res = await save({
      ...current,
      organiser: { ...current.organiser, logoUrl: '//evil.example/logo.png', emblemUrl: '/\\evil.example/e.png' },
      shareImageUrl: '//evil.example/share.png',
      introFilm: { kind: 'video', url: '//evil.example/intro.mp4', posterUrl: '//evil.example/poster.png' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual(
      ['introFilm.posterUrl', 'introFilm.url', 'organiser.emblemUrl', 'organiser.logoUrl', 'shareImageUrl'].sort(),
    );
    expect(res.body.error.details.fields['organiser.logoUrl'][0]).toContain('one leading /');
    expect(await record()).toEqual(current);
    // The same fields as same-site paths are accepted.
    const saved = await save({
      ...current,
      organiser: { ...current.organiser, logoUrl: '/media/logo.webp', emblemUrl: null },
      shareImageUrl: '/media/share.webp',
    });
    expect(saved.status).toBe(200);
  });

  it('refuses a save made on a stale copy with 409, and jurors cannot edit', async () => {
    const current = await record();
    const stale = await save({ ...current, version: current.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('content_changed');
    expect((await save(current, jury.token)).status).toBe(403);
    expect((await call(`${running.api}/admin/content/2`, { token: admin.token })).status).toBe(404);
    expect(await record()).toEqual(current);
  });
});
