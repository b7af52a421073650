import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { TestBrowser } from './testing/browser';
import { OidcProviderProcess, startOidcProvider } from './testing/oidc-provider-process';
import { SIGN_IN_FLOW_TTL_SECONDS } from './google-sign-in.service';

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
    // The browser binding: sent back to the auth routes only, unreadable by scripts, kept for the flow's lifetime.
    const [binding] = started.headers.getSetCookie();
    expect(binding.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      `Max-Age=${SIGN_IN_FLOW_TTL_SECONDS}`,
      'Path=/api/v1/auth',
      'SameSite=Lax',
    ]);
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
    expect(location.search).toBe('');
    return new URLSearchParams(location.hash.slice(1));
  }

  /** What the site does with the fragment's one-time code: POST /auth/google from the same browser. */
  const redeem = (browser: TestBrowser, code: string | null) =>
    browser.request(api('/auth/google'), { json: { code } });

  const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

  /** The whole flow in one browser, as the site does it: the session it ends with. */
  async function signIn(loginName: string, browser = newBrowser()) {
    const fragment = await callback(browser, await throughProvider(browser, loginName));
    expect(fragment.get('error')).toBeNull();
    const redeemed = await redeem(browser, fragment.get('code'));
    expect(redeemed.status).toBe(200);
    return (await redeemed.json()) as { accessToken: string; refreshToken: string; user: { id: string } };
  }

  /** The fragment of a failed callback. */
  const signInFailing = async (loginName: string, browser = newBrowser()) =>
    callback(browser, await throughProvider(browser, loginName));

  it('signs a newcomer in through the whole code flow and ends in GET /me', async () => {
    const { accessToken } = await signIn('Asha Rao');
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
      instagramVerified: false,
      language: 'en',
      ownershipCode: expect.stringMatching(/^AFC-[A-Z2-9]{6}$/),
      profileComplete: false,
    });
    const [identity] = await db.query(`SELECT provider, subject, email FROM identities WHERE participant_id = $1`, [
      me.body.id,
    ]);
    expect(identity).toEqual({ provider: 'google', subject: 'Asha Rao', email: 'asha.rao@example.test' });
  });

  it('hands the site a one-time code, never tokens, and the code opens the session once', async () => {
    const browser = newBrowser();
    const fragment = await callback(browser, await throughProvider(browser, 'Ravi Kumar'));
    expect([...fragment.keys()]).toEqual(['code']);
    const redeemed = await redeem(browser, fragment.get('code'));
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: expect.any(String), name: 'Ravi Kumar', profileComplete: false },
    });
    const again = await redeem(browser, fragment.get('code'));
    expect(again.status).toBe(400);
    expect(await errorCode(again)).toBe('invalid_sign_in_code');
  });

  it('does not sign in another browser that opens the return link (login CSRF)', async () => {
    const attacker = newBrowser();
    const fragment = await callback(attacker, await throughProvider(attacker, 'Mallory Return'));
    const sessions = await count('refresh_tokens WHERE used_at IS NULL');
    // The victim's browser has no binding cookie at all, or one of its own from a sign-in it started.
    const victim = newBrowser();
    const fresh = await redeem(victim, fragment.get('code'));
    await victim.request(api('/auth/google/url'));
    const started = await redeem(victim, fragment.get('code'));
    for (const refused of [fresh, started]) {
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: { code: 'invalid_sign_in_code', message: expect.stringMatching(/another browser/), details: null },
      });
    }
    expect(await count('refresh_tokens WHERE used_at IS NULL')).toBe(sessions);
  });

  it('finds the same account on the next sign-in', async () => {
    const first = await call(`${running.api}/me`, { token: (await signIn('Kiran')).accessToken });
    const second = await call(`${running.api}/me`, { token: (await signIn('Kiran')).accessToken });
    expect(second.body.id).toBe(first.body.id);
    expect(await count(`identities WHERE subject = 'Kiran'`)).toBe(1);
  });

  it('links a verified provider address to the account that already verified it', async () => {
    const [{ id }] = await db.query(
      `INSERT INTO participants (email, email_verified, phone_number) VALUES ('meera@example.test', true, '+919800000001') RETURNING id`,
    );
    const me = await call(`${running.api}/me`, { token: (await signIn('Meera')).accessToken });
    expect(me.body.id).toBe(id);
    expect(me.body.name).toBe('Meera'); // the empty name is filled from the provider
    expect(await count(`participants WHERE lower(email) = 'meera@example.test'`)).toBe(1);
  });

  it('refuses an unverified provider address that an account already holds (409 rule), storing nothing', async () => {
    await db.query(`INSERT INTO participants (email, email_verified) VALUES ('unverified-neha@example.test', true)`);
    const participants = await count('participants');
    const tokens = await count('refresh_tokens');
    const fragment = await signInFailing('unverified-neha');
    expect(fragment.get('error')).toBe('email_already_exists');
    expect(fragment.get('error_description')).toMatch(/already exists/);
    expect(fragment.get('code')).toBeNull();
    expect(await count('participants')).toBe(participants);
    expect(await count('refresh_tokens')).toBe(tokens);
    expect(await count(`identities WHERE subject = 'unverified-neha'`)).toBe(0);
  });

  it('creates an account with an unverified address when nobody holds it', async () => {
    const me = await call(`${running.api}/me`, { token: (await signIn('unverified-omar')).accessToken });
    expect(me.status).toBe(200);
    const [row] = await db.query(`SELECT email, email_verified FROM participants WHERE id = $1`, [me.body.id]);
    expect(row).toEqual({ email: 'unverified-omar@example.test', email_verified: false });
  });

  it('gives the verified owner their own account when the address was only typed into another profile', async () => {
    const [{ id: squatter }] = await db.query(
      `INSERT INTO participants (email, email_verified, phone_number) VALUES ('priya@example.test', false, '+919800000002') RETURNING id`,
    );
    const me = await call(`${running.api}/me`, { token: (await signIn('Priya')).accessToken });
    expect(me.body.id).not.toBe(squatter);
    expect(me.body.email).toBe('priya@example.test');
    const [other] = await db.query(`SELECT email FROM participants WHERE id = $1`, [squatter]);
    expect(other.email).toBeNull();
  });

  it('refuses a blocked account without opening a session', async () => {
    const me = await call(`${running.api}/me`, { token: (await signIn('Blocked Bina')).accessToken });
    await db.query(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [me.body.id]);
    const tokens = await count('refresh_tokens WHERE participant_id = $1', [me.body.id]);
    const fragment = await signInFailing('Blocked Bina');
    expect(fragment.get('error')).toBe('account_blocked');
    expect(await count('refresh_tokens WHERE participant_id = $1', [me.body.id])).toBe(tokens);
  });

  describe('the callback rejects, by redirecting with an error (never a 500 page)', () => {
    it('a replayed state: each works once', async () => {
      const browser = newBrowser();
      const back = await throughProvider(browser, 'Replay Ram');
      expect((await callback(browser, back)).get('code')).toBeTruthy();
      const tokens = await count('refresh_tokens');
      const replay = await callback(browser, back);
      expect(replay.get('error')).toBe('invalid_state');
      expect(replay.get('code')).toBeNull();
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
    it('refuses a session that was blocked between the callback and the redemption', async () => {
      const { user } = await signIn('Late Block');
      const browser = newBrowser();
      const fragment = await callback(browser, await throughProvider(browser, 'Late Block'));
      await db.query(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [user.id]);
      const refused = await redeem(browser, fragment.get('code'));
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe('account_blocked');
    });

    it.each([
      ['the old token pair', { accessToken: 'x.y.z', refreshToken: 'r' }],
      ['a malformed code', { code: 'abc' }],
      ['a code that is not a string', { code: 12345 }],
      ['an unknown field', { code: 'A'.repeat(43), admin: true }],
      ['an oversized code', { code: 'a'.repeat(5000) }],
    ])('answers %s with 400 in the error shape', async (_, body) => {
      const res = await call(`${running.api}/auth/google`, { body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error).sort()).toEqual(['code', 'details', 'message']);
    });

    it('answers a well-formed code nobody issued with 400 invalid_sign_in_code', async () => {
      const res = await redeem(newBrowser(), 'A'.repeat(43));
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe('invalid_sign_in_code');
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
      body: method === 'POST' ? { code: 'A'.repeat(43) } : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('unknown_provider');
  });
});
