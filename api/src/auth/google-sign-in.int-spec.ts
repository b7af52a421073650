import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { TestBrowser } from './testing/browser';
import { OidcProviderProcess, startOidcProvider } from './testing/oidc-provider-process';

const SITE = 'http://site.test';
const CLIENT = { clientId: 'contest-site', clientSecret: 'provider-secret-for-tests' };

describe('Google sign-in against a real OpenID provider', () => {
  useTestEnvironment();
  let provider: OidcProviderProcess;
  let running: RunningApp;
  let db: DataSource;

  beforeAll(async () => {
    provider = await startOidcProvider({ ...CLIENT, redirectUri: `${SITE}/api/v1/auth/google/callback` });
    Object.assign(process.env, {
      PUBLIC_URL: SITE,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    });
    running = await startApp();
    db = running.app.get(DataSource);
  });
  afterAll(async () => {
    await running?.close();
    await provider?.stop();
  });

  const newBrowser = () => new TestBrowser({ [SITE]: new URL(running.api).origin });
  const api = (path: string) => `${SITE}/api/v1${path}`;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n);

  /** Starts at the API, signs in at the provider's login form, and stops at the provider's redirect back. */
  async function throughProvider(browser: TestBrowser, loginName: string): Promise<URL> {
    const started = await browser.request(api('/auth/google/url'));
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const issuer = new URL(provider.issuer).origin;
    const form = await browser.follow(url, [issuer]);
    const action = new URL(/action="([^"]+)"/.exec(await form.response.text())![1], form.url);
    const submitted = await browser.request(action, { form: { prompt: 'login', login: loginName, password: 'x' } });
    const back = await browser.follow(new URL(submitted.headers.get('location')!, action), [issuer]);
    expect(back.url.origin + back.url.pathname).toBe(`${SITE}/api/v1/auth/google/callback`);
    return back.url;
  }

  /** The API's callback: answers where the browser is sent, with the fragment's parameters. */
  async function callback(browser: TestBrowser, url: URL | string) {
    const response = await browser.request(url);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${SITE}/auth/google/callback`);
    return new URLSearchParams(location.hash.slice(1));
  }

  const signIn = async (loginName: string, browser = newBrowser()) =>
    callback(browser, await throughProvider(browser, loginName));

  it('signs a newcomer in through the whole code flow and ends in GET /me', async () => {
    const fragment = await signIn('Asha Rao');
    expect(fragment.get('error')).toBeNull();
    const accessToken = fragment.get('access_token')!;
    const me = await call(`${running.api}/me`, { token: accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      name: 'Asha Rao',
      email: 'asha.rao@example.test',
      phoneNumber: null,
      phoneCountryCode: '+91',
      stateProvince: null,
      creatorCategory: null,
      instagramHandle: null,
      profileComplete: false,
    });
    const [identity] = await db.query(`SELECT provider, subject, email FROM identities WHERE participant_id = $1`, [
      me.body.id,
    ]);
    expect(identity).toEqual({ provider: 'google', subject: 'Asha Rao', email: 'asha.rao@example.test' });
  });

  it('trades the pair from the address bar for a fresh one, spending the old refresh token', async () => {
    const fragment = await signIn('Ravi Kumar');
    const exchanged = await call(`${running.api}/auth/google`, {
      body: { accessToken: fragment.get('access_token'), refreshToken: fragment.get('refresh_token') },
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: expect.any(String), name: 'Ravi Kumar', profileComplete: false },
    });
    expect(exchanged.body.refreshToken).not.toBe(fragment.get('refresh_token'));
    const replayed = await call(`${running.api}/auth/token/refresh`, {
      body: { refreshToken: fragment.get('refresh_token') },
    });
    expect(replayed.status).toBe(401);
  });

  it('finds the same account on the next sign-in', async () => {
    const first = await call(`${running.api}/me`, { token: (await signIn('Kiran')).get('access_token')! });
    const second = await call(`${running.api}/me`, { token: (await signIn('Kiran')).get('access_token')! });
    expect(second.body.id).toBe(first.body.id);
    expect(await count(`identities WHERE subject = 'Kiran'`)).toBe(1);
  });

  it('links a verified provider address to the account that already verified it', async () => {
    const [{ id }] = await db.query(
      `INSERT INTO participants (email, email_verified, phone_number) VALUES ('meera@example.test', true, '+919800000001') RETURNING id`,
    );
    const me = await call(`${running.api}/me`, { token: (await signIn('Meera')).get('access_token')! });
    expect(me.body.id).toBe(id);
    expect(me.body.name).toBe('Meera'); // the empty name is filled from the provider
    expect(await count(`participants WHERE lower(email) = 'meera@example.test'`)).toBe(1);
  });

  it('refuses an unverified provider address that an account already holds (409 rule), storing nothing', async () => {
    await db.query(`INSERT INTO participants (email, email_verified) VALUES ('unverified-neha@example.test', true)`);
    const participants = await count('participants');
    const tokens = await count('refresh_tokens');
    const fragment = await signIn('unverified-neha');
    expect(fragment.get('error')).toBe('email_already_exists');
    expect(fragment.get('error_description')).toMatch(/already exists/);
    expect(fragment.get('access_token')).toBeNull();
    expect(await count('participants')).toBe(participants);
    expect(await count('refresh_tokens')).toBe(tokens);
    expect(await count(`identities WHERE subject = 'unverified-neha'`)).toBe(0);
  });

  it('creates an account with an unverified address when nobody holds it', async () => {
    const me = await call(`${running.api}/me`, { token: (await signIn('unverified-omar')).get('access_token')! });
    expect(me.status).toBe(200);
    const [row] = await db.query(`SELECT email, email_verified FROM participants WHERE id = $1`, [me.body.id]);
    expect(row).toEqual({ email: 'unverified-omar@example.test', email_verified: false });
  });

  it('gives the verified owner their own account when the address was only typed into another profile', async () => {
    const [{ id: squatter }] = await db.query(
      `INSERT INTO participants (email, email_verified, phone_number) VALUES ('priya@example.test', false, '+919800000002') RETURNING id`,
    );
    const me = await call(`${running.api}/me`, { token: (await signIn('Priya')).get('access_token')! });
    expect(me.body.id).not.toBe(squatter);
    expect(me.body.email).toBe('priya@example.test');
    const [other] = await db.query(`SELECT email FROM participants WHERE id = $1`, [squatter]);
    expect(other.email).toBeNull();
  });

  it('refuses a blocked account without opening a session', async () => {
    const me = await call(`${running.api}/me`, { token: (await signIn('Blocked Bina')).get('access_token')! });
    await db.query(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [me.body.id]);
    const tokens = await count('refresh_tokens WHERE participant_id = $1', [me.body.id]);
    const fragment = await signIn('Blocked Bina');
    expect(fragment.get('error')).toBe('account_blocked');
    expect(await count('refresh_tokens WHERE participant_id = $1', [me.body.id])).toBe(tokens);
  });

  describe('the callback rejects, by redirecting with an error (never a 500 page)', () => {
    it('a replayed state: each works once', async () => {
      const browser = newBrowser();
      const back = await throughProvider(browser, 'Replay Ram');
      expect((await callback(browser, back)).get('access_token')).toBeTruthy();
      const tokens = await count('refresh_tokens');
      const replay = await callback(browser, back);
      expect(replay.get('error')).toBe('invalid_state');
      expect(replay.get('access_token')).toBeNull();
      expect(await count('refresh_tokens')).toBe(tokens);
    });

    it.each([
      ['a forged state', `state=${'A'.repeat(43)}&code=whatever`],
      ['a malformed state', 'state=abc&code=whatever'],
      ['no state at all', 'code=whatever'],
      ['a repeated parameter', `state=${'B'.repeat(43)}&state=x&code=y`],
    ])('%s', async (_, query) => {
      const fragment = await callback(newBrowser(), api(`/auth/google/callback?${query}`));
      expect(fragment.get('error')).toMatch(/^invalid_(state|request)$/);
      expect(fragment.get('error_description')).toBeTruthy();
    });

    it('a flow finished in another browser than the one that started it (login CSRF)', async () => {
      const attacker = newBrowser();
      const back = await throughProvider(attacker, 'Mallory');
      const victim = newBrowser();
      const fragment = await callback(victim, back);
      expect(fragment.get('error')).toBe('invalid_state');
      expect(fragment.get('error_description')).toMatch(/another browser/);
    });

    it("the provider's own error, e.g. the person cancelled", async () => {
      const browser = newBrowser();
      const { url } = (await (await browser.request(api('/auth/google/url'))).json()) as { url: string };
      const state = new URL(url).searchParams.get('state')!;
      const fragment = await callback(browser, api(`/auth/google/callback?error=access_denied&state=${state}`));
      expect(fragment.get('error')).toBe('access_denied');
      expect(fragment.get('error_description')).toBe('Google sign-in was cancelled.');
    });

    it('a code the provider did not issue', async () => {
      const browser = newBrowser();
      const back = await throughProvider(browser, 'Tamper Tara');
      back.searchParams.set('code', 'not-a-code-the-provider-issued');
      const fragment = await callback(browser, back);
      expect(fragment.get('error')).toBe('google_auth_failed');
      expect(fragment.get('error_description')).toBe('Google authentication failed');
      expect(await count(`identities WHERE subject = 'Tamper Tara'`)).toBe(0);
    });
  });

  describe('POST /auth/google', () => {
    it('refuses a pair whose tokens belong to different people, without spending either', async () => {
      const a = await signIn('Pair A');
      const b = await signIn('Pair B');
      const mixed = await call(`${running.api}/auth/google`, {
        body: { accessToken: a.get('access_token'), refreshToken: b.get('refresh_token') },
      });
      expect(mixed.status).toBe(401);
      expect(mixed.body.error.code).toBe('invalid_refresh_token');
      const stillGood = await call(`${running.api}/auth/token/refresh`, {
        body: { refreshToken: b.get('refresh_token') },
      });
      expect(stillGood.status).toBe(200);
    });

    it.each([
      ['a forged access token', { accessToken: 'x.y.z', refreshToken: 'r' }, 401],
      ['a missing refresh token', { accessToken: 'x.y.z' }, 400],
      ['an unknown field', { accessToken: 'a', refreshToken: 'r', admin: true }, 400],
      ['an oversized token', { accessToken: 'a'.repeat(5000), refreshToken: 'r' }, 400],
    ])('answers %s with the error shape', async (_, body, status) => {
      const res = await call(`${running.api}/auth/google`, { body });
      expect(res.status).toBe(status);
      expect(Object.keys(res.body.error).sort()).toEqual(['code', 'details', 'message']);
    });
  });

  it.each([
    ['GET', '/auth/facebook/url'],
    ['GET', '/auth/phone/url'],
    ['GET', '/auth/github/callback?code=x&state=y'],
    ['POST', '/auth/facebook'],
  ])('answers %s %s with 404 unknown_provider', async (method, path) => {
    const res = await call(`${running.api}${path}`, {
      method,
      body: method === 'POST' ? { accessToken: 'a', refreshToken: 'b' } : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('unknown_provider');
  });
});
