import { eventually } from '../../metrics/testing/contest-fixtures';
import { call } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { useMessagingStack } from '../../notifications/testing/messaging-stack';

const PASSWORD = 'a juror chooses this one';

describe('console invitations: a link to set one’s own password, never a password by mail', () => {
  useTestEnvironment({ NOTIFY_RELAY_INTERVAL_SECONDS: '1', PUBLIC_URL: 'https://contest.test' });
  const stack = useMessagingStack('inviting-organiser');

  /** The set-password links mailed to an address, oldest first (quoted-printable undone). */
  const linksTo = (address: string) =>
    stack.mailbox.received
      .filter((mail) => mail.to.includes(address))
      .map((mail) => {
        const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        return /https:\/\/contest\.test\/admin\/#\/set-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      })
      .filter((token): token is string => Boolean(token));

  /** Waits for the `count`th link to an address and answers them all. */
  const links = (address: string, count: number) =>
    eventually(() => (linksTo(address).length === count ? linksTo(address) : null), `mail ${count} to ${address}`);

  const invite = (email: string, role = 'jury') =>
    call(`${stack.running.api}/admin/accounts`, {
      token: stack.admin.token,
      body: { email, role, displayName: 'Juror' },
    });
  const check = (token: string) =>
    call(`${stack.running.api}/admin/auth/invitation?token=${encodeURIComponent(token)}`);
  const accept = (token: string, password = PASSWORD) =>
    call(`${stack.running.api}/admin/auth/invitation`, { body: { token, password } });
  const signIn = (email: string, password = PASSWORD) =>
    call(`${stack.running.api}/admin/auth/login`, { body: { email, password } });

  it('invites a juror, whose link sets a password once, after which they sign in', async () => {
    const email = 'new-juror@console.test';
    const withPassword = await call(`${stack.running.api}/admin/accounts`, {
      token: stack.admin.token,
      body: { email, role: 'jury', password: 'organisers no longer choose this' },
    });
    expect(withPassword.status).toBe(400);

    const created = await invite(email);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, role: 'jury', invitation: 'pending' });
    const [token] = await links(email, 1);
    const mail = stack.mailbox.received.find((m) => m.to.includes(email))!;
    expect(mail.raw).toMatch(/^Subject: Your .* console account$/m);
    expect(mail.raw).not.toContain(PASSWORD);
    const [{ token_hash: stored }] = await stack.dataSource.query(
      `SELECT token_hash FROM console_invitations WHERE account_id = $1`,
      [created.body.id],
    );
    expect(stored).not.toContain(token); // only its hash is kept

    expect((await signIn(email)).status).toBe(401); // no password yet: nothing signs in
    expect((await check(token)).body).toMatchObject({ email, role: 'jury' });
    const short = await accept(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.details.fields.password).toBeDefined();
    expect((await check(token)).status).toBe(200); // a refused password spends nothing

    expect((await accept(token)).status).toBe(200);
    const again = await accept(token, 'someone else tries this');
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('invitation_used');
    expect((await signIn(email, 'someone else tries this')).status).toBe(401);
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account.role).toBe('jury');

    const shown = await call(`${stack.running.api}/admin/accounts/${created.body.id}`, { token: stack.admin.token });
    expect(shown.body.invitation).toBeNull();
    const resend = await call(`${stack.running.api}/admin/accounts/${created.body.id}/invitation`, {
      method: 'POST',
      token: stack.admin.token,
    });
    expect(resend.status).toBe(409);
    expect(resend.body.error.code).toBe('already_activated');
  });

  it('refuses an expired link and shows the invitation expired; a resent link works and kills the old one', async () => {
    const email = 'slow-juror@console.test';
    const created = await invite(email);
    const [first] = await links(email, 1);
    await stack.dataSource.query(
      `UPDATE console_invitations SET expires_at = now() - interval '1 second' WHERE account_id = $1`,
      [created.body.id],
    );
    const expired = await accept(first);
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('invitation_expired');
    const list = await call(
      `${stack.running.api}/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ id: [created.body.id] }))}`,
      { token: stack.admin.token },
    );
    expect(list.body[0].invitation).toBe('expired');

    const resent = await call(`${stack.running.api}/admin/accounts/${created.body.id}/invitation`, {
      method: 'POST',
      token: stack.admin.token,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.invitation).toBe('pending');
    const second = (await links(email, 2))[1];
    expect(second).not.toBe(first);
    const third = await call(`${stack.running.api}/admin/accounts/${created.body.id}/invitation`, {
      method: 'POST',
      token: stack.admin.token,
    });
    expect(third.status).toBe(200);
    const latest = (await links(email, 3))[2];
    const replaced = await accept(second);
    expect(replaced.status).toBe(410);
    expect(replaced.body.error.code).toBe('invitation_replaced');
    expect((await accept(latest)).status).toBe(200);
    expect((await signIn(email)).status).toBe(200);

    const audit = await stack.dataSource.query(
      `SELECT action, actor_email FROM console_audit_log WHERE resource_id = $1 ORDER BY id`,
      [created.body.id],
    );
    expect(audit).toEqual([
      { action: 'account.create', actor_email: stack.admin.email },
      { action: 'account.invite', actor_email: stack.admin.email },
      { action: 'account.invite', actor_email: stack.admin.email },
      { action: 'account.set-password', actor_email: email },
    ]);
  });

  it('invites organisers the same way and refuses links it never made', async () => {
    const created = await invite('second-organiser@console.test', 'admin');
    expect(created.status).toBe(201);
    expect(created.body.invitation).toBe('pending');
    const unknown = await check('not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('invitation_unknown');
    const missing = await call(`${stack.running.api}/admin/auth/invitation`, { body: { password: PASSWORD } });
    expect(missing.status).toBe(400);
  });

  it('refuses to invite a disabled account again until it is enabled', async () => {
    const created = await invite('paused-juror@console.test');
    await links('paused-juror@console.test', 1);
    const path = `${stack.running.api}/admin/accounts/${created.body.id}`;
    expect((await call(path, { method: 'PUT', token: stack.admin.token, body: { disabled: true } })).status).toBe(200);
    const refused = await call(`${path}/invitation`, { method: 'POST', token: stack.admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'invite_disabled_account',
      message: 'Enable the account before inviting again',
    });
    expect((await call(path, { method: 'PUT', token: stack.admin.token, body: { disabled: false } })).status).toBe(200);
    expect((await call(`${path}/invitation`, { method: 'POST', token: stack.admin.token })).status).toBe(200);
  });
});
