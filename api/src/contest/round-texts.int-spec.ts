import { AppModule } from '../app.module';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount } from '../../test/harness/console-fixtures';

type Account = Awaited<ReturnType<typeof consoleAccount>>;
type RoundView = { id: number; title: string; description: string; participants: string; videoRule: string | null };

/** The rounds' texts in the visitor's language: seeded in Hindi, edited in the console, English where unwritten. */
describe("the rounds' texts in the site's languages", () => {
  useTestEnvironment();
  let running: RunningApp;
  let admin: Account;

  const rounds = async (query = '') => {
    const res = await call(`${running.api}/content/rules${query}`);
    expect(res.status).toBe(200);
    return res.body.rounds as RoundView[];
  };
  const round = async (id: number, query: string) => (await rounds(query)).find((r) => r.id === id)!;

  beforeAll(async () => {
    running = await startApp(AppModule);
    admin = await consoleAccount(running.app, running.api, 'admin', 'round-translator');
  });
  afterAll(() => running?.close());

  it('serves the seeded rounds in Hindi on ?lang=hi, and in English otherwise', async () => {
    expect((await rounds('?lang=hi')).map((r) => [r.title, r.participants, r.videoRule])).toEqual([
      ['खुली प्रविष्टियाँ', 'खुली प्रविष्टियाँ', 'ठीक 60 सेकंड'],
      ['शीर्ष 500 की सूची', 'शीर्ष 500', '2 से 3 मिनट'],
      ['भारत के शीर्ष 100', 'शीर्ष 100', null],
      ['एआई फ़िल्म महोत्सव ग्रैंड फ़िनाले', 'शीर्ष 20', null],
    ]);
    const english = ['Open Submissions', 'Top 500 Shortlist', "India's Top 100", 'AI Film Festival Grand Finale'];
    expect((await rounds('?lang=en')).map((r) => r.title)).toEqual(english);
    expect((await rounds()).map((r) => r.title)).toEqual(english);

    const unknown = await call(`${running.api}/content/rules?lang=fr`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_failed');
  });

  it("takes the organisers' texts in each language from the console at once, the English where one is blank", async () => {
    const edited = await call(`${running.api}/admin/rounds/3`, {
      method: 'PUT',
      token: admin.token,
      body: {
        translations: {
          hi: { title: '  भारत की शीर्ष 100 फ़िल्में ', description: '   ' },
          ta: { title: 'இந்தியாவின் சிறந்த 100' },
          bn: { title: '  ' },
        },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.translations).toEqual({
      hi: { title: 'भारत की शीर्ष 100 फ़िल्में' },
      ta: { title: 'இந்தியாவின் சிறந்த 100' },
    });
    expect((await round(3, '?lang=ta')).title).toBe('இந்தியாவின் சிறந்த 100');
    expect((await round(3, '?lang=bn')).title).toBe("India's Top 100");

    expect(await round(3, '?lang=hi')).toMatchObject({
      title: 'भारत की शीर्ष 100 फ़िल्में',
      description: 'The Top 100 films are reviewed by the jury panel; results are announced when the round ends.',
      participants: 'Top 100',
    });
    expect((await round(3, '?lang=en')).title).toBe("India's Top 100");
  });

  it('refuses a text over its English limit or in a language the site does not speak, naming it, changing nothing', async () => {
    const refused = await call(`${running.api}/admin/rounds/3`, {
      method: 'PUT',
      token: admin.token,
      body: { translations: { hi: { title: 'ok' }, ta: { title: 'த'.repeat(121) } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields).toHaveProperty(['translations.ta.title']);
    const unknown = await call(`${running.api}/admin/rounds/3`, {
      method: 'PUT',
      token: admin.token,
      body: { translations: { fr: { title: 'Top 100' } } },
    });
    expect(unknown.status).toBe(400);
    expect((await round(3, '?lang=hi')).title).toBe('भारत की शीर्ष 100 फ़िल्में');
  });
});
