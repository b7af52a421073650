import { eventually } from '../../metrics/testing/contest-fixtures';
import { call } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { useMessagingStack } from '../../notifications/testing/messaging-stack';

const PASSWORD = 'the first password chosen';
const NEW_PASSWORD = 'a new password after forgetting';

describe('console forgotten password: a set-password link by mail, telling strangers nothing', () => {
  useTestEnvironment({ NOTIFY_RELAY_INTERVAL_SECONDS: '1', PUBLIC_URL: 'https://contest.test' });
  const stack = useMessagingStack('resetting-organiser');

  const linksTo = (address: string) =>
    stack.mailbox.received
      .filter((mail) => mail.to.includes(address))
      .map((mail) => {
        const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        return /https:\/\/contest\.test\/admin\/#\/set-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      })
      .filter((token): token is string => Boolean(token));
  const links = (address: string, count: number) =>
    eventually(() => (linksTo(address).length === count ? linksTo(address) : null), `mail ${count} to ${address}`);

  const reset = (email: string) => call(`${stack.running.api}/admin/auth/password-reset`, { body: { email } });
  const accept = (token: string, password: string) =>
    call(`${stack.running.api}/admin/auth/invitation`, { body: { token, password } });
  const signIn = (email: string, password: string) =>
    call(`${stack.running.api}/admin/auth/login`, { body: { email, password } });
  const resetMails = async () =>
    (
      await stack.dataSource.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM notifications WHERE kind = 'console_password_reset'`,
      )
    )[0].n;

  /** An account that has set its password through its invitation (one mail to it so far). */
  async function activeAccount(email: string): Promise<string> {
    const created = await call(`${stack.running.api}/admin/accounts`, {
      token: stack.admin.token,
      body: { email, role: 'jury' },
    });
    expect(created.status).toBe(201);
    const [token] = await links(email, 1);
    expect((await accept(token, PASSWORD)).status).toBe(200);
    return created.body.id as string;
  }

  it('mails an active account a link that sets a new password once, and audits the request', async () => {
    const email = 'forgetful-juror@console.test';
    const id = await activeAccount(email);

    const asked = await reset('  Forgetful-Juror@Console.test ');
    expect(asked.status).toBe(204);
    const [, token] = await links(email, 2);
    const mail = stack.mailbox.received.filter((m) => m.to.includes(email))[1];
    expect(mail.raw).toMatch(/^Subject: Set a new password for the .* console$/m);

    expect((await signIn(email, PASSWORD)).status).toBe(200); // asking changes nothing by itself
    expect((await accept(token, NEW_PASSWORD)).status).toBe(200);
    expect((await accept(token, 'and once more')).status).toBe(410);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

    const audit = await stack.dataSource.query(
      `SELECT action, actor_email FROM console_audit_log WHERE resource_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.slice(-2)).toEqual([
      { action: 'account.password-reset', actor_email: email },
      { action: 'account.set-password', actor_email: email },
    ]);
  });

  it('answers an unknown or disabled address exactly as a known one, and mails nothing', async () => {
    const email = 'paused-juror@console.test';
    const id = await activeAccount(email);
    const path = `${stack.running.api}/admin/accounts/${id}`;
    expect((await call(path, { method: 'PUT', token: stack.admin.token, body: { disabled: true } })).status).toBe(200);
    const before = await resetMails();

    const unknown = await reset('nobody-here@console.test');
    const disabled = await reset(email);
    expect([unknown.status, disabled.status]).toEqual([204, 204]);
    expect(disabled.body).toEqual(unknown.body);
    expect(await resetMails()).toBe(before);

    const invalid = await reset('not an address');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'validation_failed' });
  });

  it('sends at most three links an hour to one address, still answering 204', async () => {
    const email = 'impatient-juror@console.test';
    await activeAccount(email);
    for (let i = 0; i < 5; i++) expect((await reset(email)).status).toBe(204);
    expect(
      (
        await stack.dataSource.query<Array<{ n: number }>>(
          `SELECT count(*)::int AS n FROM notifications n JOIN console_accounts a ON a.id = n.account_id
            WHERE a.email = $1 AND n.kind = 'console_password_reset'`,
          [email],
        )
      )[0].n,
    ).toBe(3);
    // Each link replaces the one before, which is then not worth sending: the newest arrives and works.
    await eventually(async () => {
      const mailed = linksTo(email);
      if (mailed.length < 2) return null;
      return (await accept(mailed[mailed.length - 1], NEW_PASSWORD)).status === 200;
    }, 'a reset link that works');
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });
});
