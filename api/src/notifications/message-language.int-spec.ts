import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eventually } from '../metrics/testing/contest-fixtures';
import { call } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { entryRequest } from '../../test/harness/entry-request';
import { useMessagingStack } from './testing/messaging-stack';
import { TEMPLATES_DIR } from './notification-templates';

/** A shipped Tamil template's lines. */
const tamil = (file: string) => readFileSync(path.join(TEMPLATES_DIR, 'ta', file), 'utf8').split('\n');

const newShortcode = () => randomBytes(8).toString('base64url').slice(0, 11);

/** The themes' English names, which a Tamil message must not carry. */
const ENGLISH_THEMES = /\b(Life|Action|Philosophy|Policies)\b/;

/** A captured mail as a reader sees it: its subject, plain text and HTML, MIME undone by mailparser. */
async function readMail(raw: string): Promise<{ subject: string; body: string; html: string }> {
  const mail = await simpleParser(raw);
  return { subject: mail.subject ?? '', body: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
}

/** Messages go out in the language on the participant's profile, in English where a kind is not translated. */
describe("notifications in the participant's language", () => {
  useTestEnvironment({
    NOTIFY_RELAY_INTERVAL_SECONDS: '1',
    NOTIFY_CONTEST_NAME: 'Test Film Contest',
    PUBLIC_URL: 'https://contest.test',
  });
  const stack = useMessagingStack('messages-in-tamil');

  beforeAll(async () => {
    await stack.dataSource.query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 day',
              accepts_submissions = (id = 1)`,
    );
  });

  async function participant() {
    const me = await stack.participant('email');
    return { ...me, email: me.email! };
  }

  const switchTo = (token: string, language: string) =>
    call(`${stack.running.api}/me/profile`, { token, body: { language } });

  async function submit(token: string): Promise<string> {
    const res = await call(`${stack.running.api}/submissions`, {
      token,
      body: entryRequest(`https://www.instagram.com/reel/${newShortcode()}/`),
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  it('keeps the language the site switched to on the profile, and refuses one the site does not speak', async () => {
    const me = await participant();
    expect((await call(`${stack.running.api}/me`, { token: me.token })).body.language).toBe('en');
    const switched = await switchTo(me.token, 'ta');
    expect(switched.status).toBe(200);
    expect(switched.body.language).toBe('ta');
    const refused = await switchTo(me.token, 'fr');
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields).toHaveProperty(['language']);
    expect((await call(`${stack.running.api}/me`, { token: me.token })).body.language).toBe('ta');
  });

  it("mails a Tamil participant their entry's receipt and its verification in Tamil, and lists them in Tamil", async () => {
    const me = await participant();
    expect((await switchTo(me.token, 'ta')).status).toBe(200);
    const entry = await submit(me.token);

    const received = await readMail(
      (await eventually(() => stack.mailsTo(me.email)[0], 'the entry_received e-mail')).raw,
    );
    expect(received.subject).toBe(tamil('entry_received.email.txt')[0].slice('Subject: '.length));
    expect(received.subject).toMatch(/^\p{Script=Tamil}/u);
    expect(received.body).toContain('https://contest.test/submissions');
    // The entry's theme is said in Tamil too, inside the Tamil sentence, and no English theme is left.
    expect(received.body).toContain('வாழ்க்கை பிரிவில்');
    expect(received.body).not.toMatch(ENGLISH_THEMES);
    expect(received.html).not.toMatch(ENGLISH_THEMES);
    // The line under it too, and the HTML says which language it is in.
    expect(received.body).toContain('இது Test Film Contest-இல் உங்கள் பதிவைப் பற்றியது');
    expect(received.html).toContain('<html lang="ta" dir="ltr">');

    const list = await call(`${stack.running.api}/me/notifications`, { token: me.token });
    expect(list.body.items[0]).toMatchObject({ kind: 'entry_received', title: tamil('entry_received.site.txt')[0] });

    const verified = await call(`${stack.running.api}/admin/entries/${entry}`, {
      method: 'PUT',
      token: stack.admin.token,
      body: { status: 'verified' },
    });
    expect(verified.status).toBe(200);
    const mail = await eventually(() => stack.mailsTo(me.email)[1], 'the entry_verified e-mail');
    expect(`Subject: ${(await readMail(mail.raw)).subject}`).toBe(tamil('entry_verified.email.txt')[0]);
  });

  it("names a round in Tamil, by the Tamil title its organisers wrote, in the results' mail and the site's list", async () => {
    const me = await participant();
    expect((await switchTo(me.token, 'ta')).status).toBe(200);
    // Round 2 has a Tamil title, and is closed with this participant's film in its final ranking.
    await stack.dataSource.query(
      `UPDATE rounds SET translations = translations || '{"ta": {"title": "முதல் 500 தேர்வுப் பட்டியல்"}}',
              closed_at = now()
        WHERE id = 2`,
    );
    const shortcode = newShortcode();
    const [film] = await stack.dataSource.query(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added,
                                consent)
       VALUES ($1, 2, $2, $3, 'action', 'verified', true, true) RETURNING id`,
      [me.id, `https://www.instagram.com/reel/${shortcode}/`, shortcode],
    );
    await stack.dataSource.query(
      `INSERT INTO round_standings (round_id, submission_id, participant_id, rank, advanced) VALUES (2, $1, $2, 1, true)`,
      [film.id, me.id],
    );
    const published = await call(`${stack.running.api}/admin/rounds/2/publish`, { token: stack.admin.token, body: {} });
    expect(published.status).toBe(200);

    const roundInTamil = 'சுற்று 2 (முதல் 500 தேர்வுப் பட்டியல்)';
    const subject = tamil('results_published.email.txt')[0].slice('Subject: '.length);
    const mail = await readMail(
      (
        await eventually(
          () => stack.mailsTo(me.email).find((sent) => sent.raw.includes('/results/2')),
          'the results_published e-mail',
        )
      ).raw,
    );
    expect(mail.subject).toBe(subject.replace('{{roundName}}', roundInTamil));
    expect(mail.body).toContain(`${roundInTamil} முடிவுகள் வெளியிடப்பட்டுள்ளன`);
    expect(mail.body).not.toContain('Top 500');

    const list = await call(`${stack.running.api}/me/notifications`, { token: me.token });
    const results = (list.body.items as Array<{ kind: string; title: string }>).find(
      (item) => item.kind === 'results_published',
    );
    expect(results?.title).toBe(tamil('results_published.site.txt')[0].replace('{{roundName}}', roundInTamil));
  });

  it("names a grievance's topic in the Tamil author's language", async () => {
    const me = await participant();
    expect((await switchTo(me.token, 'ta')).status).toBe(200);
    const raised = await call(`${stack.running.api}/me/grievances`, {
      token: me.token,
      body: { topic: 'personal_data', message: 'என் தரவை நீக்கவும்' },
    });
    expect(raised.status).toBe(201);
    const mail = await readMail(
      (await eventually(() => stack.mailsTo(me.email)[0], 'the grievance_received e-mail')).raw,
    );
    expect(mail.subject).toMatch(/^\p{Script=Tamil}/u);
    expect(mail.body).toContain(`${raised.body.reference}-ஐ (உங்கள் தனிப்பட்ட தரவு)`);
    expect(mail.body).not.toContain('your personal data');

    const list = await call(`${stack.running.api}/me/notifications`, { token: me.token });
    expect(list.body.items[0].body).toContain('(உங்கள் தனிப்பட்ட தரவு)');
  });

  it('mails an English participant in English', async () => {
    const me = await participant();
    await submit(me.token);
    const mail = await readMail((await eventually(() => stack.mailsTo(me.email)[0], 'the entry_received e-mail')).raw);
    expect(mail.subject).toBe('We received your entry');
    expect(mail.body).toContain('in the Life category');
    expect(mail.body).toContain('You receive this because it concerns your entry in Test Film Contest.');
  });

  it('lays an Urdu mail out right to left', async () => {
    const me = await participant();
    expect((await switchTo(me.token, 'ur')).status).toBe(200);
    await submit(me.token);
    const mail = await readMail((await eventually(() => stack.mailsTo(me.email)[0], 'the entry_received e-mail')).raw);
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail.body).toContain('آپ کو یہ پیغام اس لیے ملا ہے');
  });
});
