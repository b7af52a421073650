import { randomUUID } from 'node:crypto';
import { AppModule } from '../app.module';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, TestDatabase } from '../../test/harness/console-fixtures';
import type { AuthResponseDto } from './auth.dto';
import { signInByPhone } from './testing/sign-in';
import { SmsGateway } from './testing/sms-gateway';

type Console = Awaited<ReturnType<typeof consoleAccount>>;

/** Every route a participant's token opens that reads. */
const READS = ['/me', '/me/notifications', '/me/notifications/preferences', '/submissions/mine', '/leaderboard/me'];

/**
 * A participant's access token is signed for 15 minutes, but the account behind it may be erased or blocked
 * before then: every participant route must know at once (issue #24, finding 3).
 */
describe('tokens of erased and blocked accounts', () => {
  const env = useTestEnvironment({ OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_HOURLY_LIMIT_PER_IP: '1000' });
  const gateway = new SmsGateway();
  let running: RunningApp;
  let db: TestDatabase;
  let organiser: Console;
  let phones = 0;

  beforeAll(async () => {
    await gateway.start();
    Object.assign(process.env, { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: gateway.url });
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    organiser = await consoleAccount(running.app, running.api, 'admin', 'revoking-organiser');
  });
  afterAll(async () => {
    await db?.end();
    await running?.close();
    await gateway.stop();
  });

  const nextPhone = () => `+91930000${String(++phones).padStart(4, '0')}`;
  const participant = () => signInByPhone(running.api, gateway, nextPhone());
  const as = (session: AuthResponseDto, path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}${path}`, { ...init, token: session.accessToken });
  const setBlocked = async (id: string, blocked: boolean) => {
    const res = await call(`${running.api}/admin/participants/${id}`, {
      method: 'PUT',
      body: { blocked },
      token: organiser.token,
    });
    expect(res.status).toBe(200);
  };
  const expectError = (res: { status: number; body: any }, status: number, code: string) => {
    expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
  };

  describe('an erased account', () => {
    let session: AuthResponseDto;
    let otherPhone: string;

    beforeAll(async () => {
      session = await participant();
      // A code on its way to a second number before the erasure: the verify below must not attach it.
      otherPhone = nextPhone();
      expect((await as(session, '/me/phone/start', { body: { phone: otherPhone } })).status).toBe(200);
      expect((await as(session, '/me', { method: 'DELETE' })).status).toBe(204);
    });

    it.each(READS)('GET %s answers 401 with the token issued before the erasure', async (path) => {
      expectError(await as(session, path), 401, 'unauthorized');
    });

    it('refuses every write with 401, and texts nobody', async () => {
      const sent = gateway.received.length;
      const writes: Array<[string, { method?: string; body?: unknown }]> = [
        ['/me/phone/start', { body: { phone: nextPhone() } }],
        ['/me/phone/verify', { body: { phone: otherPhone, code: gateway.codeFor(otherPhone) } }],
        ['/me/notifications/preferences', { method: 'PUT', body: { announcementsEmail: false } }],
        ['/me/profile', { body: { name: 'Ghost' } }],
        [`/submissions/${randomUUID()}/vote`, { method: 'POST' }],
        ['/submissions', { body: { instagramUrl: 'https://www.instagram.com/reel/ghost/' } }],
        ['/me', { method: 'DELETE' }],
      ];
      for (const [path, init] of writes) expectError(await as(session, path, init), 401, 'unauthorized');
      expect(gateway.received.length).toBe(sent);
      const rows = await db.rows(`SELECT 1 FROM participants WHERE id = $1`, [session.user.id]);
      expect(rows).toEqual([]);
    });

    it('its refresh token is spent', async () => {
      const res = await call(`${running.api}/auth/token/refresh`, { body: { refreshToken: session.refreshToken } });
      expectError(res, 401, 'invalid_refresh_token');
    });
  });

  describe('a blocked account', () => {
    let session: AuthResponseDto;

    beforeAll(async () => {
      session = await participant();
      expect((await as(session, '/me/profile', { body: { name: 'Before Block' } })).status).toBe(200);
      await setBlocked(session.user.id, true);
    });

    it.each(READS)('may still read: GET %s answers 200', async (path) => {
      expect((await as(session, path)).status).toBe(200);
    });

    it('every write answers 403 account_blocked: no rename, no SMS, no vote, no entry', async () => {
      const sent = gateway.received.length;
      const writes: Array<[string, { method?: string; body?: unknown }]> = [
        ['/me/profile', { body: { name: 'Renamed While Blocked' } }],
        ['/me/phone/start', { body: { phone: nextPhone() } }],
        ['/me/phone/verify', { body: { phone: nextPhone(), code: '123456' } }],
        ['/me/notifications/preferences', { method: 'PUT', body: { announcementsSms: false } }],
        [`/submissions/${randomUUID()}/vote`, { method: 'POST' }],
        ['/submissions', { body: { instagramUrl: 'https://www.instagram.com/reel/blocked/' } }],
        ['/me', { method: 'DELETE' }],
      ];
      for (const [path, init] of writes) expectError(await as(session, path, init), 403, 'account_blocked');
      expect(gateway.received.length).toBe(sent);
      const [row] = await db.rows(`SELECT name FROM participants WHERE id = $1`, [session.user.id]);
      expect(row.name).toBe('Before Block');
    });

    it('cannot refresh its session', async () => {
      // Blocking signed it out everywhere: its refresh token was revoked with the block.
      const res = await call(`${running.api}/auth/token/refresh`, { body: { refreshToken: session.refreshToken } });
      expectError(res, 401, 'invalid_refresh_token');
    });

    it('once unblocked, the same token writes again', async () => {
      await setBlocked(session.user.id, false);
      const sent = gateway.received.length;
      const renamed = await as(session, '/me/profile', { body: { name: 'After Unblock' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body.name).toBe('After Unblock');
      expect((await as(session, '/me/phone/start', { body: { phone: nextPhone() } })).status).toBe(200);
      expect(gateway.received.length).toBe(sent + 1);
    });
  });
});
