import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { adminCreate, consoleToken } from '../e2e/console/console-browser';
import { eventually } from '../support/eventually';
import { signInWithDevProvider } from '../support/sign-in';
import { Stack, startStack } from '../support/stack';
import { loadRenderer, REPO_ROOT } from './helpers';

const { TEMPLATE_DEFAULTS } = loadRenderer();
const RATE_LIMITED = {
  error: {
    code: 'rate_limited',
    message: 'Too many requests. Please wait a moment and try again.',
    details: null,
  },
};

/** One request, redirects not followed (fetch still decompresses the body). */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/**
 * The file's text once it contains `needle`. Log lines land just after the answer leaves: nginx writes its
 * access log in the request's last phase, after the response.
 */
const logOnceItHas = (file: string, needle: string) =>
  eventually(
    async () => {
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(needle);
      return text;
    },
    5_000,
    100,
  );

/** One GET from another loopback address than the trusted proxy's (127.0.0.1): a visitor's connection. */
function getAsVisitor(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; requestId: string | undefined }>((resolve, reject) => {
    const outgoing = request(url, { headers, localAddress: '127.0.0.2' }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, requestId: response.headers['x-request-id'] as string }),
      );
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Distinct client addresses (nginx trusts X-Forwarded-For from loopback), so each test has its own limit. */
let nextClient = 10;
const clientAddress = () => `198.51.100.${nextClient++}`;

describe('the stack without Docker (npm start), through nginx', () => {
  let stack: Stack;

  beforeAll(async () => {
    // The production rate limits, not the fixture's relaxed ones.
    stack = await startStack({ env: { ...TEMPLATE_DEFAULTS } });
  }, 180_000);

  afterAll(() => stack?.stop(), 60_000);

  it('answers the API health check from a freshly migrated database', async () => {
    const health = await get(`${stack.apiUrl}/health/health`);
    expect(health.status).toBe(200);
    const body = JSON.parse(health.body.toString());
    expect(body.status).toBe('ok');
    expect(body.checks.database).toEqual({ status: 'up' });
    expect(body.checks.redis).toEqual({ status: 'up' });

    const migrations = readdirSync(path.join(REPO_ROOT, 'api', 'src', 'database', 'migrations')).filter((file) =>
      file.endsWith('.ts'),
    );
    const client = new Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT count(*)::int AS applied FROM migrations');
      expect(rows[0].applied).toBe(migrations.length);
    } finally {
      await client.end();
    }
  });

  it('serves the public site at / with its client-side routes falling back to index.html', async () => {
    const home = await get(`${stack.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const deepLink = await get(`${stack.baseUrl}/leaderboard`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.body.equals(home.body)).toBe(true);
  });

  it("tells a Hindi visitor's browser to fetch the Devanagari face with the page, and no one else's", async () => {
    const preload = '</fonts/noto-sans-devanagari.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin';
    const link = async (path: string, headers: Record<string, string>) =>
      (await get(`${stack.baseUrl}${path}`, headers)).headers.get('link');
    expect(await link('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe(preload);
    expect(await link('/leaderboard', { 'accept-language': 'hi' })).toBe(preload);
    expect(await link('/', { 'accept-language': 'en-IN,en;q=0.9', cookie: 'contest_language=hi' })).toBe(preload);
    // English pages, an English choice over a Hindi browser, and the console: nothing.
    expect(await link('/', { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).toBeNull();
    expect(await link('/', { 'accept-language': 'hi-IN', cookie: 'contest_language=en' })).toBeNull();
    expect(await link('/admin/', { 'accept-language': 'hi-IN' })).toBeNull();

    const font = await get(`${stack.baseUrl}/fonts/noto-sans-devanagari.woff2`);
    expect([font.status, font.headers.get('content-type')]).toEqual([200, 'font/woff2']);
    expect(font.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves the console at /admin/ with its own fallback', async () => {
    const bare = await get(`${stack.baseUrl}/admin`);
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/admin/']);
    const consoleHome = await get(`${stack.baseUrl}/admin/`);
    expect(consoleHome.status).toBe(200);
    expect(consoleHome.headers.get('content-type')).toMatch(/^text\/html/);
    expect(consoleHome.body.equals((await get(`${stack.baseUrl}/`)).body)).toBe(false);
    const deepLink = await get(`${stack.baseUrl}/admin/entries/42/show`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.body.equals(consoleHome.body)).toBe(true);
  });

  it('caches hashed assets for a year (immutable), compresses them, and never turns a missing one into HTML', async () => {
    for (const [page, prefix] of [
      ['/', '/assets/'],
      ['/admin/', '/admin/assets/'],
    ]) {
      const html = (await get(`${stack.baseUrl}${page}`)).body.toString();
      const script = html.match(new RegExp(`src="(${prefix.replace(/\//g, '\\/')}[^"]+\\.js)"`))?.[1];
      expect([page, script]).toEqual([page, expect.stringMatching(/\.js$/)]);
      const asset = await get(`${stack.baseUrl}${script}`, { 'accept-encoding': 'gzip' });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('gzip');

      const missing = await get(`${stack.baseUrl}${prefix}missing-0000.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBeNull();
    }
  });

  it('sends the security headers on pages, API answers and errors, allowing only Instagram from outside', async () => {
    for (const url of [`${stack.baseUrl}/`, `${stack.apiUrl}/health/health`, `${stack.baseUrl}/assets/missing.js`]) {
      const { headers } = await get(url);
      const csp = headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
      );
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual(["'self'"]);
      expect(directives['script-src']).toEqual(["'self'", 'https://www.instagram.com']);
      expect(directives['frame-src']).toEqual(['https://www.instagram.com']);
      expect(directives['img-src']).toContain('https://*.cdninstagram.com');
      const outside = csp.match(/https?:\/\/[^\s;]+/g) ?? [];
      expect([...new Set(outside)].sort()).toEqual(['https://*.cdninstagram.com', 'https://www.instagram.com']);
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      // Plain HTTP: no HSTS.
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS when the trusted proxy in front says the visitor came over TLS', async () => {
    const { headers } = await get(`${stack.baseUrl}/`, { 'x-forwarded-proto': 'https' });
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it("passes the client's address from the trusted proxy and a request id through to the API", async () => {
    const client = clientAddress();
    const requestId = `deploy-check-${Date.now()}`;
    const response = await get(`${stack.apiUrl}/health/health`, {
      'x-forwarded-for': client,
      'x-request-id': requestId,
    });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const logged = (await logOnceItHas(path.join(stack.nginxPrefix, 'access.log'), requestId))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((entry) => entry.request_id === requestId);
    expect(logged).toMatchObject({ client, status: 200, uri: '/api/v1/health/health' });
  });

  it("ignores a visitor's X-Request-Id, and gives every answer its own id, micro-cached ones included", async () => {
    const NGINX_ID = /^[0-9a-f]{32}$/;
    const visitor = await getAsVisitor(`${stack.apiUrl}/health/health`, { 'x-request-id': 'chosen-by-visitor' });
    expect(visitor.status).toBe(200);
    expect(visitor.requestId).toMatch(NGINX_ID);

    const url = `${stack.apiUrl}/leaderboard?limit=11`;
    const first = await get(url);
    const cached = await get(url);
    expect(cached.headers.get('x-cache-status')).toBe('HIT');
    const ids = [first, cached].map((answer) => answer.headers.get('x-request-id'));
    ids.forEach((id) => expect(id).toMatch(NGINX_ID));
    expect(ids[1]).not.toBe(ids[0]);
    // The trusted proxy's id is kept, on a cached answer too.
    const fromProxy = await get(url, { 'x-request-id': 'from-the-proxy-1' });
    expect(fromProxy.headers.get('x-cache-status')).toBe('HIT');
    expect(fromProxy.headers.get('x-request-id')).toBe('from-the-proxy-1');
  });

  it("logs API requests with their request id, but not each anonymous read of the public board (nginx's log has those)", async () => {
    const boardId = `board-read-${Date.now()}`;
    const rulesId = `rules-read-${Date.now()}`;
    // A query nobody asked for yet, so nginx's micro-cache sends it on to the API.
    const board = await get(`${stack.apiUrl}/leaderboard?limit=3&state=Goa`, {
      'x-request-id': boardId,
    });
    expect(board.status).toBe(200);
    expect(board.headers.get('x-cache-status')).toBe('MISS');
    expect((await get(`${stack.apiUrl}/content/rules`, { 'x-request-id': rulesId })).status).toBe(200);

    // The API writes its lines in order: once the later request's line is there, the board's would be too.
    const apiLog = await logOnceItHas(stack.logFile, rulesId);
    const rulesLine = apiLog.split('\n').find((line) => line.includes(rulesId)) ?? '';
    expect(JSON.parse(rulesLine.slice(rulesLine.indexOf('{')))).toMatchObject({
      req: { id: rulesId, url: '/api/v1/content/rules' },
      res: { statusCode: 200 },
    });
    expect(apiLog).not.toContain(boardId);
  });

  it('answers 429 in the API error shape when sign-in calls come too fast', async () => {
    const client = clientAddress();
    const statuses: number[] = [];
    let limited: { status: number; type: string | null; body: string } | undefined;
    // Twice the burst: at the shipped rate (5 a second) the bucket refills a little while the loop runs.
    for (let i = 0; i < 2 * Number(TEMPLATE_DEFAULTS.SIGNIN_BURST); i++) {
      const response = await fetch(`${stack.apiUrl}/auth/otp/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      });
      statuses.push(response.status);
      const body = await response.text();
      if (response.status === 429 && !limited)
        limited = { status: 429, type: response.headers.get('content-type'), body };
    }
    expect(statuses[0]).not.toBe(429);
    expect(limited?.type).toBe('application/json');
    expect(JSON.parse(limited!.body)).toEqual(RATE_LIMITED);
    // Another visitor is not held back.
    const other = await fetch(`${stack.apiUrl}/auth/otp/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
      body: '{}',
    });
    expect(other.status).not.toBe(429);
  });

  it('limits console sign-in calls per address at the shipped default, in the API error shape', async () => {
    const client = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < Number(TEMPLATE_DEFAULTS.ADMIN_SIGNIN_BURST) + 5; i++) {
      const response = await fetch(`${stack.apiUrl}/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email: `nobody${i}@console.test`, password: 'a guessed password' }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(await response.json()).toEqual(RATE_LIMITED);
      else await response.arrayBuffer();
    }
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
    // Another address is not held back.
    const other = await fetch(`${stack.apiUrl}/admin/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
      body: JSON.stringify({ refreshToken: 'not-a-token' }),
    });
    expect(other.status).toBe(401);
  });

  it('limits submitting entries (POST), not reading them', async () => {
    const client = clientAddress();
    const posts: number[] = [];
    for (let i = 0; i < Number(TEMPLATE_DEFAULTS.SUBMIT_BURST) + 4; i++) {
      const response = await fetch(`${stack.apiUrl}/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      });
      posts.push(response.status);
      if (response.status === 429) expect(await response.json()).toEqual(RATE_LIMITED);
      else await response.arrayBuffer();
    }
    expect(posts).toContain(429);
    const read = await fetch(`${stack.apiUrl}/submissions/mine`, { headers: { 'x-forwarded-for': client } });
    expect(read.status).toBe(401);
  });

  it('refuses oversized bodies in the API error shape', async () => {
    const response = await fetch(`${stack.apiUrl}/submissions/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
      body: `"${'x'.repeat(2 * 1024 * 1024)}"`,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });

  it('micro-caches the public leaderboard for every visitor, signed in or not', async () => {
    const url = `${stack.apiUrl}/leaderboard?limit=7`;
    const first = await get(url);
    expect(first.status).toBe(200);
    const second = await get(url);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    const signedIn = await get(url, { authorization: 'Bearer anything' });
    // The route reads no token: a signed-in visitor gets the same cached answer (the token never reaches the API).
    expect(signedIn.headers.get('x-cache-status')).toBe('HIT');
    expect(signedIn.body.equals(first.body)).toBe(true);
  });

  it("takes a blocked participant's entries off the board served through nginx within seconds", async () => {
    const db = new Client({ connectionString: stack.databaseUrl });
    await db.connect();
    let entries: string[];
    let participants: string[];
    try {
      participants = (
        await db.query(
          `INSERT INTO participants (name, email, email_verified, state_province, creator_category)
           SELECT 'Removal ' || n, 'removal-' || n || '@example.test', true, 'Goa', 'nano_influencer'
           FROM generate_series(1, 3) n ORDER BY n RETURNING id`,
        )
      ).rows.map((row) => row.id);
      entries = (
        await db.query(
          `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added,
             consent)
           SELECT t.id, 1, 'https://www.instagram.com/reel/Removal' || t.n || 'xx/', 'Removal' || t.n || 'xx', 'life',
             'verified', true, true
           FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n) ORDER BY t.n RETURNING id`,
          [participants],
        )
      ).rows.map((row) => row.id);
      await db.query(
        `INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
         SELECT t.id, 1000 - 100 * t.n, 1, 'collaborative_media', now(), 0
         FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)
         ON CONFLICT (submission_id) DO UPDATE SET views = EXCLUDED.views, likes = EXCLUDED.likes, sampled_at = now()`,
        [entries],
      );
    } finally {
      await db.end();
    }
    const [, removed, other] = participants;
    adminCreate(stack, 'removal-admin@console.test', 'removal admin passphrase', 'admin');
    const token = await consoleToken(stack, 'removal-admin@console.test', 'removal admin passphrase');
    const block = async (id: string) => {
      const response = await fetch(`${stack.apiUrl}/admin/participants/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ blocked: true }),
      });
      expect(response.status).toBe(200);
    };
    const url = `${stack.apiUrl}/leaderboard?limit=13`;
    // Which entries, not their order: the development stack's worker re-measures them with simulated figures.
    const listed = async () =>
      JSON.parse((await get(url)).body.toString())
        .items.map((item: any) => item.submissionId)
        .sort();

    // Blocking the third participant ranks at once: the board lists the other two, and nginx caches it.
    await block(other);
    await eventually(async () => expect(await listed()).toEqual([entries[0], entries[1]].sort()), 15_000, 250);
    expect((await get(url)).headers.get('x-cache-status')).toBe('HIT');

    await block(removed);
    await eventually(async () => expect(await listed()).toEqual([entries[0]]), 15_000, 250);
  });

  it('tells the site and the console it runs in development mode', async () => {
    const config = await get(`${stack.baseUrl}/config.json`);
    expect(config.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(config.body.toString())).toEqual({ mode: 'development' });
  });

  it('signs in with the development OpenID provider through nginx', async () => {
    const signedIn = await signInWithDevProvider(stack, 'Asha Rao');
    expect(signedIn.user.name).toBe('Asha Rao');
    const me = await fetch(`${stack.apiUrl}/me`, { headers: { authorization: `Bearer ${signedIn.accessToken}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).name).toBe('Asha Rao');
  });

  it('stops every process it started', async () => {
    const pids = JSON.parse(readFileSync(path.join(stack.nginxPrefix, '..', 'pids.json'), 'utf8')) as {
      name: string;
      pid: number;
    }[];
    expect(pids.map((p) => p.name).sort()).toEqual(['api', 'nginx', 'oidc', 'worker']);
    const port = Number(new URL(stack.baseUrl).port);
    await stack.stop();
    expect(pids.filter((p) => processExists(p.pid))).toEqual([]);
    expect(await portAnswers(port)).toBe(false);
  });
});
