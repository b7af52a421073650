import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { CONSOLE_PASSWORD, consoleAccount, database, TestDatabase } from '../../../test/harness/console-fixtures';

// The module the password checks go through: counting its calls counts argon2 work without timing anything.
const argon2 = jest.requireActual<typeof import('argon2')>('argon2');

describe('console sign-in locks', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  beforeAll(async () => {
    running = await startApp();
    db = await database(env.databaseUrl);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** A sign-in from `client` (the API trusts X-Forwarded-For from loopback, as behind nginx). */
  const login = (email: string, password: string, client = '203.0.113.1') =>
    call(`${running.api}/admin/auth/login`, { body: { email, password }, headers: { 'x-forwarded-for': client } });
  const outcomes = async (email: string) =>
    (await db.rows(`SELECT outcome FROM console_login_attempts WHERE email = $1`, [email])).map((row) => row.outcome);
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('checks at most five passwords however many wrong ones arrive at once, and then refuses the right one', async () => {
    const { email } = await consoleAccount(running.app, running.api, 'admin', 'burst');
    const verify = jest.spyOn(argon2, 'verify');
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `burst guess ${i}`)));
    const statuses = burst.map((res) => res.status);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(35);
    expect(burst.find((res) => res.status === 429)!.body.error.code).toBe('account_locked');
    expect((await outcomes(email)).filter((o) => o === 'bad_password')).toHaveLength(5);
    // Refused attempts still spend one argon2 check each (on a dummy hash), so they take as long as a wrong one.
    expect(verify).toHaveBeenCalledTimes(40);

    const right = await login(email, CONSOLE_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe('account_locked');
  });

  it('does not let the right password inside a burst of guesses sign in past the lock', async () => {
    const { email } = await consoleAccount(running.app, running.api, 'admin', 'inside');
    const requests = Array.from({ length: 30 }, (_, i) => login(email, `inside guess ${i}`));
    requests.splice(15, 0, login(email, CONSOLE_PASSWORD));
    const statuses = (await Promise.all(requests)).map((res) => res.status);
    const right = statuses[15];
    expect([200, 429]).toContain(right);
    // Signing in is one of the five tries or refused: five failed checks before the lock, and after a success
    // at most four taken before it and five after it.
    expect(count(statuses, 401)).toBeLessThanOrEqual(right === 200 ? 9 : 5);
    expect((await login(email, CONSOLE_PASSWORD)).status).toBe(429);
  });

  it("locks an (e-mail, address) pair: the organiser's own address still signs in", async () => {
    const { email } = await consoleAccount(running.app, running.api, 'admin', 'pair');
    for (let i = 0; i < 5; i++) expect((await login(email, `guess ${i}`, '198.51.100.7')).status).toBe(401);
    expect((await login(email, CONSOLE_PASSWORD, '198.51.100.7')).status).toBe(429);
    expect((await login(email, CONSOLE_PASSWORD, '192.0.2.44')).status).toBe(200);
  });

  it('locks a whole IPv6 /64 as one address (its holder has them all), not the next /64', async () => {
    const { email } = await consoleAccount(running.app, running.api, 'admin', 'six');
    for (let i = 0; i < 5; i++) expect((await login(email, `guess ${i}`, `2001:db8:7:1::${i + 1}`)).status).toBe(401);
    expect((await login(email, CONSOLE_PASSWORD, '2001:db8:7:1:abcd::99')).status).toBe(429);
    expect((await login(email, CONSOLE_PASSWORD, '2001:db8:7:2::1')).status).toBe(200);
  });

  it('answers and locks an unknown e-mail exactly like a known one', async () => {
    const { email } = await consoleAccount(running.app, running.api, 'jury', 'known');
    const unknown = 'nobody-here@console.test';
    const verify = jest.spyOn(argon2, 'verify');
    for (let i = 0; i < 5; i++) {
      const [known, missing] = [await login(email, `guess ${i}`), await login(unknown, `guess ${i}`)];
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual(known.body);
    }
    const [known, missing] = [await login(email, 'sixth guess'), await login(unknown, 'sixth guess')];
    expect(missing.status).toBe(429);
    expect(known.status).toBe(429);
    const { retryAfterSeconds: knownRetry, ...knownRest } = known.body.error.details;
    const { retryAfterSeconds: missingRetry, ...missingRest } = missing.body.error.details;
    expect({ ...missing.body.error, details: missingRest }).toEqual({ ...known.body.error, details: knownRest });
    expect(Math.abs(knownRetry - missingRetry)).toBeLessThanOrEqual(1);
    // One argon2 check for every attempt, known or not, locked or not.
    expect(verify).toHaveBeenCalledTimes(12);
    expect(await outcomes(unknown)).toEqual([...Array(5).fill('unknown_account'), 'locked']);
  });

  it('bounds guessing one account from many addresses, until an admin lifts the lock', async () => {
    const admin = await consoleAccount(running.app, running.api, 'admin', 'lifter');
    const target = await consoleAccount(running.app, running.api, 'jury', 'target');
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 5; i++) {
        expect((await login(target.email, `spread guess ${i}`, `198.18.0.${address}`)).status).toBe(401);
      }
    }
    // Fifty failures in a row across all addresses lock the account from everywhere.
    const elsewhere = await login(target.email, CONSOLE_PASSWORD, '192.0.2.99');
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.error.code).toBe('account_locked');
    const listed = await call(`${running.api}/admin/accounts/${target.id}`, { token: admin.token });
    expect(new Date(listed.body.lockedUntil).getTime()).toBeGreaterThan(Date.now());

    const lift = await call(`${running.api}/admin/accounts/${target.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { unlock: true },
    });
    expect(lift.status).toBe(200);
    expect(lift.body.lockedUntil).toBeNull();
    expect((await login(target.email, CONSOLE_PASSWORD, '192.0.2.99')).status).toBe(200);
    expect((await login(target.email, CONSOLE_PASSWORD, '198.18.0.1')).status).toBe(200);
  });
});
