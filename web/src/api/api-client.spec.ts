import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { ApiClient } from './api-client';
import { ApiError } from './api-error';
import type { Routes } from './schema';
import { MemoryStorage } from './testing/memory-storage';
import { AUTH_STATE_CHANGED, TokenStore } from './token-store';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned JWT: the client only reads claims, the server verifies signatures. */
function jwt(label: string, expiresInSeconds: number | null) {
  const claims: Record<string, unknown> = { sub: 'participant-1', name: 'Asha', pc: true, label };
  if (expiresInSeconds !== null) claims.exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A real HTTP server standing in for the API; each test installs its own routes. */
describe('ApiClient against a local HTTP server', () => {
  let server: Server;
  let baseUrl: string;
  let routes: Record<string, Handler>;
  let seen: { path: string; authorization?: string; body: string }[];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const unauthorized = (res: ServerResponse) =>
    json(res, 401, { error: { code: 'unauthorized', message: 'Authentication required', details: null } });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const path = (req.url ?? '').replace('/api/v1', '');
        seen.push({ path, authorization: req.headers.authorization, body });
        const handler = routes[`${req.method} ${path}`];
        if (handler) handler(req, body, res);
        else json(res, 404, { error: { code: 'not_found', message: 'Not found', details: null } });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  let storage: MemoryStorage;
  let events: EventTarget;
  let tokens: TokenStore;
  beforeEach(() => {
    routes = {};
    seen = [];
    storage = new MemoryStorage();
    events = new EventTarget();
    tokens = new TokenStore(storage, events);
  });

  const client = (timeoutMs?: number) => new ApiClient({ tokens, baseUrl, timeoutMs, refreshRetryDelaysMs: [5, 5, 5] });
  const refreshCalls = () => seen.filter((call) => call.path === '/auth/token/refresh');

  /** /me accepts only the access token labelled `fresh`; the refresh route hands that one out. */
  function acceptOnlyFreshToken(fresh: string) {
    routes['GET /me'] = (req, _body, res) =>
      req.headers.authorization === `Bearer ${fresh}` ? json(res, 200, { id: 'participant-1' }) : unauthorized(res);
    routes['POST /auth/token/refresh'] = (_req, body, res) =>
      JSON.parse(body).refreshToken === 'refresh-1'
        ? json(res, 200, { accessToken: fresh, refreshToken: 'refresh-2' })
        : unauthorized(res);
  }

  it('sends JSON with the bearer token and returns the parsed body', async () => {
    const access = jwt('current', 900);
    tokens.save({ accessToken: access, refreshToken: 'refresh-1' });
    routes['POST /submissions'] = (_req, body, res) => json(res, 201, { received: JSON.parse(body) });

    const answer = await client().request('/submissions', { method: 'POST', body: { category: 'life' }, auth: true });

    expect(answer).toEqual({ received: { category: 'life' } });
    expect(seen[0].authorization).toBe(`Bearer ${access}`);
  });

  it('on a 401 refreshes once, stores the new pair, announces it and retries the call once', async () => {
    const fresh = jwt('fresh', 900);
    tokens.save({ accessToken: jwt('revoked', 900), refreshToken: 'refresh-1' });
    acceptOnlyFreshToken(fresh);
    let announcements = 0;
    events.addEventListener(AUTH_STATE_CHANGED, () => announcements++);

    await expect(client().request('/me', { auth: true })).resolves.toEqual({ id: 'participant-1' });

    expect(refreshCalls()).toHaveLength(1);
    expect(seen.map((call) => call.path)).toEqual(['/me', '/auth/token/refresh', '/me']);
    expect(tokens.accessToken).toBe(fresh);
    expect(tokens.refreshToken).toBe('refresh-2');
    expect(announcements).toBe(1);
  });

  it('sends a typed call (openapi-fetch) with its body, and the body again after a refresh', async () => {
    const fresh = jwt('fresh', 900);
    tokens.save({ accessToken: jwt('revoked', 900), refreshToken: 'refresh-1' });
    acceptOnlyFreshToken(fresh);
    routes['PUT /me/notifications/preferences'] = (req, body, res) =>
      req.headers.authorization === `Bearer ${fresh}` ? json(res, 200, JSON.parse(body)) : unauthorized(res);
    const api = client();
    const typed = createClient<Routes<'/api/v1'>>({ baseUrl, fetch: (request) => api.fetch(request, true) });

    const { data } = await typed.PUT('/me/notifications/preferences', { body: { announcementsSms: false } });

    expect(data).toEqual({ announcementsSms: false });
    expect(seen.map((call) => [call.path, call.body])).toEqual([
      ['/me/notifications/preferences', '{"announcementsSms":false}'],
      ['/auth/token/refresh', '{"refreshToken":"refresh-1"}'],
      ['/me/notifications/preferences', '{"announcementsSms":false}'],
    ]);
  });

  it('does not loop when the retried call is refused again', async () => {
    tokens.save({ accessToken: jwt('revoked', 900), refreshToken: 'refresh-1' });
    routes['GET /me'] = (_req, _body, res) => unauthorized(res);
    routes['POST /auth/token/refresh'] = (_req, _body, res) =>
      json(res, 200, { accessToken: jwt('also-refused', 900), refreshToken: 'refresh-2' });

    const failure = await client()
      .request('/me', { auth: true })
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401, message: 'Authentication required' });
    expect(seen.map((call) => call.path)).toEqual(['/me', '/auth/token/refresh', '/me']);
  });

  it('shares one refresh between concurrent calls that were refused', async () => {
    const fresh = jwt('fresh', 900);
    tokens.save({ accessToken: jwt('revoked', 900), refreshToken: 'refresh-1' });
    acceptOnlyFreshToken(fresh);
    const api = client();

    const answers = await Promise.all([1, 2, 3].map(() => api.request('/me', { auth: true })));

    expect(answers).toHaveLength(3);
    // A second exchange would have sent the already spent refresh-1 and been refused.
    expect(refreshCalls()).toHaveLength(1);
    expect(seen.filter((call) => call.path === '/me' && call.authorization === `Bearer ${fresh}`)).toHaveLength(3);
  });

  it('refreshes before the call when the access token expires within five minutes', async () => {
    const fresh = jwt('fresh', 900);
    tokens.save({ accessToken: jwt('expiring', 120), refreshToken: 'refresh-1' });
    acceptOnlyFreshToken(fresh);

    await client().request('/me', { auth: true });

    expect(seen.map((call) => call.path)).toEqual(['/auth/token/refresh', '/me']);
  });

  it('clears the tokens when the server refuses the refresh token', async () => {
    tokens.save({ accessToken: jwt('revoked', 900), refreshToken: 'spent' });
    acceptOnlyFreshToken(jwt('fresh', 900));

    const failure = await client()
      .request('/me', { auth: true })
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401, code: 'unauthorized', message: 'Authentication required' });
    expect(tokens.accessToken).toBeNull();
    expect(tokens.refreshToken).toBeNull();
  });

  describe('a refresh the server cannot answer now keeps the session', () => {
    const busy = (res: ServerResponse) =>
      json(res, 429, { error: { code: 'rate_limited', message: 'Too many requests', details: null } });
    const down = (res: ServerResponse) =>
      json(res, 503, { error: { code: 'unavailable', message: 'Temporarily unavailable', details: null } });

    it.each([
      ['429 (a shared address hit the limit)', busy],
      ['503 (an outage)', down],
    ])('on %s keeps the tokens and tries again until it succeeds', async (_, refuse) => {
      const fresh = jwt('fresh', 900);
      tokens.save({ accessToken: jwt('revoked', 900), refreshToken: 'refresh-1' });
      acceptOnlyFreshToken(fresh);
      const succeed = routes['POST /auth/token/refresh'];
      let answered = 0;
      routes['POST /auth/token/refresh'] = (req, body, res) =>
        ++answered <= 2 ? refuse(res) : succeed(req, body, res);

      await expect(client().request('/me', { auth: true })).resolves.toEqual({ id: 'participant-1' });

      expect(refreshCalls().map((call) => JSON.parse(call.body).refreshToken)).toEqual([
        'refresh-1',
        'refresh-1',
        'refresh-1',
      ]);
      expect(tokens.accessToken).toBe(fresh);
      expect(tokens.refreshToken).toBe('refresh-2');
    });

    it('when the server stays busy, fails the call with its answer and still keeps the tokens', async () => {
      const access = jwt('revoked', 900);
      tokens.save({ accessToken: access, refreshToken: 'refresh-1' });
      routes['GET /me'] = (_req, _body, res) => unauthorized(res);
      routes['POST /auth/token/refresh'] = (_req, _body, res) => busy(res);

      const failure = await client()
        .request('/me', { auth: true })
        .catch((error: unknown) => error);

      expect(failure).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(refreshCalls()).toHaveLength(4);
      expect(tokens.accessToken).toBe(access);
      expect(tokens.refreshToken).toBe('refresh-1');
      expect(tokens.isAuthenticated()).toBe(true);
    });

    it.each([
      [401, 'invalid_refresh_token'],
      [403, 'account_blocked'],
    ])('a %i from the refresh ends the session at once, without retrying', async (status, code) => {
      tokens.save({ accessToken: jwt('revoked', 900), refreshToken: 'refresh-1' });
      routes['GET /me'] = (_req, _body, res) => unauthorized(res);
      routes['POST /auth/token/refresh'] = (_req, _body, res) =>
        json(res, status, { error: { code, message: 'No', details: null } });

      const failure = await client()
        .request('/me', { auth: true })
        .catch((error: unknown) => error);

      expect(failure).toMatchObject({ status: 401, message: 'Authentication required' });
      expect(refreshCalls()).toHaveLength(1);
      expect(tokens.accessToken).toBeNull();
      expect(tokens.refreshToken).toBeNull();
    });
  });

  it('fails locally with 401 when a call needs a token and none is stored', async () => {
    const failure = await client()
      .request('/me', { auth: true })
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401, message: 'Authentication required' });
    expect(seen).toHaveLength(0);
  });

  it('turns a call the server never answers into 408 "Request timeout"', async () => {
    let stalled: ServerResponse | undefined;
    routes['GET /leaderboard'] = (_req, _body, res) => (stalled = res);

    const failure = await client(150)
      .request('/leaderboard')
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 408, code: 'timeout', message: 'Request timeout' });
    stalled?.end();
  });

  it('treats a non-JSON answer as an error, whatever its status', async () => {
    routes['GET /leaderboard'] = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>index</title>');
    };
    routes['GET /stats'] = (_req, _body, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>502 Bad Gateway</h1>');
    };

    await expect(client().request('/leaderboard')).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
    await expect(client().request('/stats')).rejects.toMatchObject({
      status: 502,
      code: 'invalid_response',
      message: 'Request failed with status 502',
    });
  });

  it('hands a file answer (a PDF) over as it came, with the token, and still reads its refusals as errors', async () => {
    const access = jwt('current', 900);
    tokens.save({ accessToken: access, refreshToken: 'refresh-1' });
    routes['GET /me/certificates/K7QM-3XPA-9RWD/pdf'] = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.3 certificate');
    };
    const file = (path: string) => client().fetch(new Request(`${baseUrl}${path}`), true, 'file');

    const response = await file('/me/certificates/K7QM-3XPA-9RWD/pdf');
    expect(await response.text()).toBe('%PDF-1.3 certificate');
    expect(seen[0].authorization).toBe(`Bearer ${access}`);
    await expect(file('/me/certificates/ZZZZ-ZZZZ-ZZZZ/pdf')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('accepts 204 No Content without a body', async () => {
    tokens.save({ accessToken: jwt('current', 900), refreshToken: 'refresh-1' });
    routes['POST /auth/logout'] = (_req, _body, res) => {
      res.writeHead(204);
      res.end();
    };

    await expect(client().request('/auth/logout', { method: 'POST', auth: true })).resolves.toBeUndefined();
  });

  it("passes the server's error code, message and details through", async () => {
    routes['POST /submissions'] = (_req, _body, res) =>
      json(res, 409, {
        error: { code: 'round_closed', message: 'Round 1 is closed for submissions', details: { round: 1 } },
      });

    await expect(client().request('/submissions', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      code: 'round_closed',
      message: 'Round 1 is closed for submissions',
      details: { round: 1 },
    });
  });

  it('reports an unreachable server as network_error with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const failure = await new ApiClient({ tokens, baseUrl: `http://127.0.0.1:${port}/api/v1` })
      .request('/leaderboard')
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 0, code: 'network_error' });
    expect((failure as ApiError).message).not.toBe('');
  });
});

describe('TokenStore', () => {
  const store = () => new TokenStore(new (class extends MemoryStorage {})(), new EventTarget());

  it('is signed in while the access token is valid or the refresh token is usable', () => {
    const tokens = store();
    tokens.save({ accessToken: jwt('expired', -60), refreshToken: 'opaque-refresh' });
    expect(tokens.isAuthenticated()).toBe(true);
    expect(tokens.accessTokenExpired()).toBe(true);
  });

  it('clears both tokens when both are expired', () => {
    const tokens = store();
    tokens.save({ accessToken: jwt('expired', -60), refreshToken: jwt('refresh-expired', -60) });
    expect(tokens.isAuthenticated()).toBe(false);
    expect(tokens.accessToken).toBeNull();
  });

  it('counts a token as expired 30 s early, and one without exp as expired', () => {
    const tokens = store();
    tokens.save({ accessToken: jwt('nearly', 20), refreshToken: 'r' });
    expect(tokens.accessTokenExpired()).toBe(true);
    tokens.save({ accessToken: jwt('no-exp', null), refreshToken: 'r' });
    expect(tokens.accessTokenExpired()).toBe(true);
    tokens.save({ accessToken: jwt('later', 600), refreshToken: 'r' });
    expect(tokens.accessTokenExpired()).toBe(false);
    expect(tokens.accessTokenNeedsRefresh()).toBe(false);
  });

  it('refuses to store a token that is not three dot-separated parts', () => {
    expect(() => store().save({ accessToken: 'not-a-jwt', refreshToken: 'r' })).toThrow('Invalid JWT format');
  });
});
