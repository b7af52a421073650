import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppModule } from '../../app.module';
import { AccessTokenService } from '../../auth/access-token.service';
import { ParticipantAuthGuard } from '../../common/auth/participant-auth.guard';
import { AppConfig } from '../../config/app-config';
import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { adminCreate } from '../admin-create';
import { ConsoleSignInLocksService } from './console-sign-in-locks.service';
import { CONSOLE_PASSWORD, consoleAccount, database, TestDatabase } from '../../../test/harness/console-fixtures';
import { CONSOLE_AUDIENCE } from './console-tokens.service';

@Controller('participant-probe')
class ParticipantProbeController {
  @Get()
  @UseGuards(ParticipantAuthGuard)
  probe() {
    return { ok: true };
  }
}

@Module({ imports: [AppModule], controllers: [ParticipantProbeController] })
class ProbeModule {}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('console sign-in', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  beforeAll(async () => {
    running = await startApp(ProbeModule);
    db = await database(env.databaseUrl);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  const login = (email: string, password: string) =>
    call(`${running.api}/admin/auth/login`, { body: { email, password }, headers: { 'user-agent': 'jest-console' } });
  const attempts = (email: string) =>
    db.rows(`SELECT outcome, ip, user_agent FROM console_login_attempts WHERE email = $1 ORDER BY id`, [email]);

  it('signs an organiser in with short-lived console tokens and says who they are', async () => {
    const { email } = await consoleAccount(running.app, running.api, 'admin', 'asha');
    const res = await login(email.toUpperCase(), CONSOLE_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ email, role: 'admin', displayName: 'asha' });
    expect(res.body.expiresIn).toBe(600);
    const claims = claimsOf(res.body.accessToken);
    expect(claims).toMatchObject({ typ: 'console', role: 'admin', aud: 'contest-console' });
    expect(claims.exp - claims.iat).toBe(600);

    const me = await call(`${running.api}/admin/auth/me`, { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, role: 'admin' });

    const [account] = await db.rows(`SELECT password_hash, last_login_at FROM console_accounts WHERE email = $1`, [
      email,
    ]);
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    expect(account.last_login_at).not.toBeNull();
  });

  it('answers wrong passwords and unknown e-mails alike, and records every attempt', async () => {
    const { email } = await consoleAccount(running.app, running.api, 'jury', 'ravi');
    const wrong = await login(email, 'not the password at all');
    const unknown = await login('nobody@console.test', 'whatever password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('invalid_credentials');

    expect(await attempts(email)).toEqual([
      { outcome: 'success', ip: '127.0.0.1', user_agent: 'node' }, // the fixture's own sign-in
      { outcome: 'bad_password', ip: '127.0.0.1', user_agent: 'jest-console' },
    ]);
    expect(await attempts('nobody@console.test')).toEqual([
      { outcome: 'unknown_account', ip: '127.0.0.1', user_agent: 'jest-console' },
    ]);
  });

  it('locks an account for 15 minutes after five wrong passwords in a row, even for the right one', async () => {
    const { email } = await consoleAccount(running.app, running.api, 'admin', 'locked');
    for (let i = 0; i < 4; i++) expect((await login(email, `guess number ${i}`)).status).toBe(401);
    expect((await login(email, CONSOLE_PASSWORD)).status).toBe(200); // a success resets the count
    for (let i = 0; i < 5; i++) expect((await login(email, `guess number ${i}`)).status).toBe(401);

    const locked = await login(email, CONSOLE_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('account_locked');
    expect(locked.body.error.details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(locked.body.error.details.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect((await attempts(email)).at(-1)!.outcome).toBe('locked');

    // The lock runs out (Redis drops its keys; here at once): the right password works again.
    await running.app.get(ConsoleSignInLocksService).unlock(email);
    expect((await login(email, CONSOLE_PASSWORD)).status).toBe(200);
  });

  it('rotates refresh tokens and ends the whole sign-in when a spent one comes back', async () => {
    const { refreshToken } = await consoleAccount(running.app, running.api, 'admin', 'rotator');
    const refresh = (token: string) => call(`${running.api}/admin/auth/refresh`, { body: { refreshToken: token } });

    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(refreshToken);
    expect((await call(`${running.api}/admin/auth/me`, { token: first.body.accessToken })).status).toBe(200);

    const replay = await refresh(refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('invalid_refresh_token');
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(first.body.refreshToken)).status).toBe(401);
  });

  it('logs out: the refresh token stops working', async () => {
    const { refreshToken } = await consoleAccount(running.app, running.api, 'jury', 'leaver');
    const out = await call(`${running.api}/admin/auth/logout`, { body: { refreshToken } });
    expect(out.status).toBe(204);
    expect((await call(`${running.api}/admin/auth/refresh`, { body: { refreshToken } })).status).toBe(401);
  });

  it('shuts a disabled account out at once, token or password', async () => {
    const organiser = await consoleAccount(running.app, running.api, 'admin', 'boss');
    const juror = await consoleAccount(running.app, running.api, 'jury', 'gone');
    const disable = await call(`${running.api}/admin/accounts/${juror.id}`, {
      method: 'PUT',
      token: organiser.token,
      body: { disabled: true },
    });
    expect(disable.status).toBe(200);
    expect((await call(`${running.api}/admin/auth/me`, { token: juror.token })).status).toBe(401);
    expect(
      (await call(`${running.api}/admin/auth/refresh`, { body: { refreshToken: juror.refreshToken } })).status,
    ).toBe(401);
    const again = await login(juror.email, CONSOLE_PASSWORD);
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('account_disabled');
  });

  it('keeps participant and console tokens apart', async () => {
    const [participant] = await db.rows(`INSERT INTO participants (name) VALUES ('Asha') RETURNING id`);
    const participantToken = await running.app
      .get(AccessTokenService)
      .sign({ id: participant.id, name: 'Asha', profileComplete: true });
    const console = await consoleAccount(running.app, running.api, 'admin', 'apart');

    const onConsole = await call(`${running.api}/admin/auth/me`, { token: participantToken });
    expect(onConsole.status).toBe(401);
    expect(onConsole.body.error.code).toBe('unauthorized');
    const onSite = await call(`${running.api}/participant-probe`, { token: console.token });
    expect(onSite.status).toBe(401);
    expect((await call(`${running.api}/participant-probe`, { token: participantToken })).status).toBe(200);
  });

  describe('access tokens end with their sign-in', () => {
    const me = (token: string) => call(`${running.api}/admin/auth/me`, { token });

    it('on logout', async () => {
      const organiser = await consoleAccount(running.app, running.api, 'admin', 'outgoing');
      const other = await call(`${running.api}/admin/auth/login`, {
        body: { email: organiser.email, password: CONSOLE_PASSWORD },
      });
      expect((await me(organiser.token)).status).toBe(200);
      const out = await call(`${running.api}/admin/auth/logout`, { body: { refreshToken: organiser.refreshToken } });
      expect(out.status).toBe(204);
      const after = await me(organiser.token);
      expect(after.status).toBe(401);
      expect(after.body.error.code).toBe('unauthorized');
      // Only that sign-in ends: the same organiser's other browser goes on.
      expect((await me(other.body.accessToken)).status).toBe(200);
    });

    it('on a password change by an admin, a role change, and disabling', async () => {
      const admin = await consoleAccount(running.app, running.api, 'admin', 'changer');
      for (const change of [{ password: 'a different passphrase' }, { role: 'admin' }, { disabled: true }]) {
        const juror = await consoleAccount(running.app, running.api, 'jury');
        expect((await me(juror.token)).status).toBe(200);
        const put = await call(`${running.api}/admin/accounts/${juror.id}`, {
          method: 'PUT',
          token: admin.token,
          body: change,
        });
        expect(put.status).toBe(200);
        expect((await me(juror.token)).status).toBe(401);
      }
    });

    it('on a password reset with admin:create', async () => {
      const organiser = await consoleAccount(running.app, running.api, 'admin', 'forgetful');
      await adminCreate(
        ['--email', organiser.email, '--password', 'a reset passphrase', '--role', 'admin'],
        AppConfig.fromEnvironment(),
      );
      expect((await me(organiser.token)).status).toBe(401);
    });
  });

  it('refuses correctly signed tokens without an expiry, console and participant alike', async () => {
    const jwt = running.app.get(JwtService, { strict: false });
    const organiser = await consoleAccount(running.app, running.api, 'admin', 'forever');
    const { sub, sid, role } = claimsOf(organiser.token);
    const consoleForever = await jwt.signAsync(
      { sub, sid, role, typ: 'console' },
      { algorithm: 'HS256', audience: CONSOLE_AUDIENCE },
    );
    expect(claimsOf(consoleForever).exp).toBeUndefined();
    const onConsole = await call(`${running.api}/admin/auth/me`, { token: consoleForever });
    expect(onConsole.status).toBe(401);
    expect(onConsole.body.error.code).toBe('unauthorized');

    const participantForever = await jwt.signAsync(
      { sub: '6f1c1f8e-4a57-4c38-9d7e-000000000002', name: 'Asha', pc: true, typ: 'participant' },
      { algorithm: 'HS256' },
    );
    expect(claimsOf(participantForever).exp).toBeUndefined();
    expect((await call(`${running.api}/participant-probe`, { token: participantForever })).status).toBe(401);
  });

  it('answers 401, not 500, to a console token whose subject is not an account id', async () => {
    const jwt = running.app.get(JwtService, { strict: false });
    const organiser = await consoleAccount(running.app, running.api, 'admin', 'oddsub');
    const { sid } = claimsOf(organiser.token);
    for (const sub of ['not-a-uuid', 'admin']) {
      const token = await jwt.signAsync(
        { sub, sid, role: 'admin', typ: 'console' },
        { algorithm: 'HS256', audience: CONSOLE_AUDIENCE, expiresIn: 600 },
      );
      const res = await call(`${running.api}/admin/auth/me`, { token });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  it('creates the first organiser from the command line, and resets a forgotten password', async () => {
    const config = AppConfig.fromEnvironment();
    const created = await adminCreate(
      ['--email', 'first@console.test', '--password', 'first organiser pass', '--role', 'admin', '--name', 'First'],
      config,
    );
    expect(created).toMatch(/^Created console account first@console\.test \(admin/);
    expect((await login('first@console.test', 'first organiser pass')).status).toBe(200);

    const reset = await adminCreate(
      ['--email', 'first@console.test', '--password', 'a brand new passphrase', '--role', 'jury'],
      config,
    );
    expect(reset).toMatch(/^Updated console account first@console\.test \(jury/);
    expect((await login('first@console.test', 'first organiser pass')).status).toBe(401);
    expect((await login('first@console.test', 'a brand new passphrase')).body.account.role).toBe('jury');

    await expect(
      adminCreate(['--email', 'x@console.test', '--password', 'short', '--role', 'boss'], config),
    ).rejects.toThrow(/--password: must be at least 12 characters long[\s\S]*--role/);
    const audit = await db.rows(
      `SELECT actor_email, action FROM console_audit_log WHERE resource_id = $1 ORDER BY id`,
      [(await db.rows(`SELECT id FROM console_accounts WHERE email = 'first@console.test'`))[0].id],
    );
    expect(audit).toEqual([
      { actor_email: 'cli', action: 'account.create' },
      { actor_email: 'cli', action: 'account.update' },
      // The command line is not the account's owner: a password it sets is flagged like an organiser's.
      { actor_email: 'cli', action: 'account.password_set_by_other' },
    ]);
  });
});
