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

  it('mails an English participant in English', async () => {
    const me = await participant();
    await submit(me.token);
    const mail = await readMail((await eventually(() => stack.mailsTo(me.email)[0], 'the entry_received e-mail')).raw);
    expect(mail.subject).toBe('We received your entry');
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
