import { sha256Hex } from '../common/crypto/sha256';
import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { signInByPhone } from './testing/sign-in';
import { SmsGateway } from './testing/sms-gateway';

describe('sessions: refresh rotation, reuse detection and logout', () => {
  useTestEnvironment({ OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_HOURLY_LIMIT_PER_IP: '1000' });
  const gateway = new SmsGateway();
  let running: RunningApp;
  let db: DataSource;

  beforeAll(async () => {
    await gateway.start();
    Object.assign(process.env, { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: gateway.url });
    running = await startApp();
    db = running.app.get(DataSource);
  });
  afterAll(async () => {
    await running?.close();
    await gateway.stop();
  });

  const refresh = (refreshToken: unknown) => call(`${running.api}/auth/token/refresh`, { body: { refreshToken } });
  const row = async (token: string) =>
    (
      await db.query(`SELECT family_id, used_at, revoked_at, expires_at FROM refresh_tokens WHERE token_hash = $1`, [
        sha256Hex(token),
      ])
    )[0];

  it('stores only a hash of the refresh token, valid for 30 days', async () => {
    const session = await signInByPhone(running.api, gateway, '9100000001');
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.query(`SELECT token_hash FROM refresh_tokens`);
    expect(JSON.stringify(stored)).not.toContain(session.refreshToken);
    const days = ((await row(session.refreshToken)).expires_at.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('rotates the refresh token on every use, within one family', async () => {
    const session = await signInByPhone(running.api, gateway, '9100000002');
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: session.user,
    });
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    const rows = [
      await row(session.refreshToken),
      await row(first.body.refreshToken),
      await row(second.body.refreshToken),
    ];
    expect(new Set(rows.map((r) => r.family_id)).size).toBe(1);
    expect(rows.map((r) => r.used_at !== null)).toEqual([true, true, false]);
    const me = await call(`${running.api}/me`, { token: second.body.accessToken });
    expect(me.body.id).toBe(session.user.id);
  });

  it('revokes the whole family when a spent token comes back, and answers 401', async () => {
    const session = await signInByPhone(running.api, gateway, '9100000003');
    const rotated = await refresh(session.refreshToken);
    const stolen = await refresh(session.refreshToken);
    expect(stolen.status).toBe(401);
    expect(stolen.body.error).toEqual({
      code: 'refresh_token_reused',
      message: 'This session was ended for your security. Please sign in again.',
      details: null,
    });
    // The legitimate holder's newer token is dead too: whoever holds the copy cannot keep the session alive.
    const legit = await refresh(rotated.body.refreshToken);
    expect(legit.status).toBe(401);
    expect(legit.body.error.code).toBe('invalid_refresh_token');
    const revoked = await db.query(
      `SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NULL`,
      [(await row(session.refreshToken)).family_id],
    );
    expect(revoked[0].n).toBe(0);
  });

  it("leaves the participant's other sessions alone when one family is revoked", async () => {
    const phone = await signInByPhone(running.api, gateway, '9100000004');
    const other = await signInByPhone(running.api, gateway, '9100000004');
    await refresh(phone.refreshToken);
    await refresh(phone.refreshToken); // reuse: revokes that family only
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43), 401],
    ['an empty token', '', 400],
    ['a number', 42, 400],
    ['an oversized token', 'x'.repeat(3000), 400],
  ])('refuses %s', async (_, token, status) => {
    const res = await refresh(token);
    expect(res.status).toBe(status);
    expect(Object.keys(res.body.error).sort()).toEqual(['code', 'details', 'message']);
  });

  it('refuses an expired refresh token', async () => {
    const session = await signInByPhone(running.api, gateway, '9100000005');
    await db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      sha256Hex(session.refreshToken),
    ]);
    const res = await refresh(session.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_refresh_token');
  });

  it("deletes a participant's expired tokens at their next sign-in, and nobody else's", async () => {
    const expire = (token: string) =>
      db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
        sha256Hex(token),
      ]);
    const mine = await signInByPhone(running.api, gateway, '9100000012');
    const theirs = await signInByPhone(running.api, gateway, '9100000013');
    await expire(mine.refreshToken);
    await expire(theirs.refreshToken);
    await signInByPhone(running.api, gateway, '9100000012');
    expect(await row(mine.refreshToken)).toBeUndefined();
    expect(await row(theirs.refreshToken)).toBeDefined();
  });

  it('answers 403 account_blocked to a blocked participant, spending nothing', async () => {
    const session = await signInByPhone(running.api, gateway, '9100000006');
    await db.query(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [session.user.id]);
    const res = await refresh(session.refreshToken);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('account_blocked');
    expect((await row(session.refreshToken)).used_at).toBeNull();
    const signIn = await call(`${running.api}/auth/otp/start`, { body: { phone: '9100000006' } });
    expect(signIn.status).toBe(200); // the start answers as for anyone...
    const verified = await call(`${running.api}/auth/otp/verify`, {
      body: { phone: '9100000006', code: gateway.codeFor('+919100000006') },
    });
    expect(verified.status).toBe(403); // ...and the blocked owner learns it only after proving the number
    expect(verified.body.error.code).toBe('account_blocked');
  });

  describe('POST /auth/logout', () => {
    it('with a refresh token ends that session only', async () => {
      const here = await signInByPhone(running.api, gateway, '9100000007');
      const elsewhere = await signInByPhone(running.api, gateway, '9100000007');
      const out = await call(`${running.api}/auth/logout`, {
        token: here.accessToken,
        body: { refreshToken: here.refreshToken },
      });
      expect(out.status).toBe(204);
      expect(out.body).toBeNull();
      expect((await refresh(here.refreshToken)).status).toBe(401);
      expect((await refresh(elsewhere.refreshToken)).status).toBe(200);
    });

    it('without a body ends every session of the participant', async () => {
      const here = await signInByPhone(running.api, gateway, '9100000008');
      const elsewhere = await signInByPhone(running.api, gateway, '9100000008');
      const out = await call(`${running.api}/auth/logout`, {
        method: 'POST',
        token: here.accessToken,
        headers: { 'content-type': 'application/json' },
      });
      expect(out.status).toBe(204);
      expect((await refresh(here.refreshToken)).status).toBe(401);
      expect((await refresh(elsewhere.refreshToken)).status).toBe(401);
    });

    it("cannot end someone else's session", async () => {
      const mine = await signInByPhone(running.api, gateway, '9100000009');
      const theirs = await signInByPhone(running.api, gateway, '9100000010');
      const out = await call(`${running.api}/auth/logout`, {
        token: mine.accessToken,
        body: { refreshToken: theirs.refreshToken },
      });
      expect(out.status).toBe(204);
      expect((await refresh(theirs.refreshToken)).status).toBe(200);
    });

    it('requires authentication', async () => {
      const res = await call(`${running.api}/auth/logout`, { method: 'POST' });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'unauthorized', message: 'Authentication required', details: null });
    });

    it('rejects unknown fields', async () => {
      const session = await signInByPhone(running.api, gateway, '9100000011');
      const res = await call(`${running.api}/auth/logout`, {
        token: session.accessToken,
        body: { refreshToken: session.refreshToken, everywhere: true },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields).toEqual({ everywhere: ['is not an accepted field'] });
      expect((await refresh(session.refreshToken)).status).toBe(200);
    });
  });
});
