import { startNginxInFront } from './helpers';

// The API's promise, shrunk so the test needs seconds, not minutes: fresh for 1 s, then a stale copy for
// at most 3 s while nginx refreshes it in the background. The bound under test is what the headers say.
const MAX_AGE = 1;
const STALE_WHILE_REVALIDATE = 3;
const PROMISE_MS = (MAX_AGE + STALE_WHILE_REVALIDATE) * 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The project's nginx in front of a stand-in API whose answers carry the time they were made: after an
 * idle spell, what a visitor is served is never older than the API's Cache-Control allows.
 */
describe("nginx's micro-cache of the public reads", () => {
  let nginx: Awaited<ReturnType<typeof startNginxInFront>>;

  beforeAll(async () => {
    nginx = await startNginxInFront((request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': `public, max-age=${MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`,
      });
      response.end(JSON.stringify({ url: request.url, madeAt: Date.now() }));
    });
  });

  afterAll(() => nginx?.stop());

  const read = async (url: string) => {
    const response = await fetch(`${nginx.base}${url}`);
    const body = (await response.json()) as { madeAt: number };
    return { age: Date.now() - body.madeAt, cache: response.headers.get('x-cache-status') };
  };

  it.each(['/api/v1/leaderboard?limit=10', '/api/v1/stats'])(
    'never serves %s older than max-age + stale-while-revalidate, even to the first visitor after an idle spell',
    async (url) => {
      expect((await read(url)).cache).toBe('MISS');
      expect((await read(url)).cache).toBe('HIT');
      // Idle for longer than the whole promise: the cached copy may no longer be served to anyone.
      await pause(PROMISE_MS + 1000);
      const first = await read(url);
      expect(first.cache).not.toBe('STALE');
      expect(first.cache).not.toBe('UPDATING');
      expect(first.age).toBeLessThanOrEqual(PROMISE_MS);
    },
  );

  it('still answers at once from the cache while refreshing within the stale-while-revalidate window', async () => {
    // nginx counts whole seconds and a busy machine may stretch the pause past the window: up to three tries,
    // each on an entry of its own. Without stale-while-revalidate, no try is ever served STALE.
    const seen: Array<{ cache: string | null; age: number }> = [];
    for (const limit of [20, 21, 22]) {
      const url = `/api/v1/leaderboard?limit=${limit}`;
      await read(url);
      await pause(MAX_AGE * 1000 + 1000); // expired (nginx counts whole seconds), but inside the window
      const served = await read(url);
      seen.push(served);
      if (served.cache === 'STALE') break;
    }
    expect(seen.map((served) => served.cache)).toContain('STALE');
    expect(seen.at(-1)!.age).toBeLessThanOrEqual(PROMISE_MS);
  });
});

/**
 * One cached answer per public read, whatever else a request carries: a token, a `?`, unknown or repeated
 * arguments, another Host, a percent-encoded path. Each distinct key would otherwise be one more request to
 * the API (and, for an entry, to Postgres) every time.
 */
describe("nginx's micro-cache key of the public reads", () => {
  const ENTRY = '0b6f6f2e-6b1a-4c59-9d7e-3f1d2a8b9c10';
  const seen: Array<{ url: string; authorization?: string }> = [];
  let nginx: Awaited<ReturnType<typeof startNginxInFront>>;

  beforeAll(async () => {
    nginx = await startNginxInFront((request, response) => {
      seen.push({ url: request.url!, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
      response.end(JSON.stringify({ url: request.url }));
    });
  });

  afterAll(() => nginx?.stop());

  /** What reached the API while `requests` ran, one after the other. */
  const upstreamOf = async (requests: Array<[string, Record<string, string>?]>) => {
    seen.length = 0;
    const statuses: number[] = [];
    for (const [url, headers] of requests) statuses.push((await fetch(`${nginx.base}${url}`, { headers })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    return [...seen];
  };
  const token = { authorization: 'Bearer a-participant-token' };

  it('one request reaches the API for every variant of the board, signed in or not, with only the arguments it reads', async () => {
    const variants: Array<[string, Record<string, string>?]> = [
      ['/api/v1/leaderboard?limit=10&category=life'],
      ['/api/v1/leaderboard?limit=10&category=life', token],
      ['/api/v1/leaderboard?category=life&limit=10'],
      ['/api/v1/leaderboard?&limit=10&&category=life&'],
      ['/api/v1/leaderboard?limit=10&category=life&x=random'],
      ['/api/v1/leaderboard?x=1&limit=10&category=life&limit=99', token],
      ['/api/v1/%6Ceaderboard?limit=10&category=life'],
      ['/api/v1/leaderboard?limit=10&category=life', { host: 'elsewhere.example' }],
    ];
    expect(await upstreamOf(variants)).toEqual([{ url: '/api/v1/leaderboard?limit=10&category=life' }]);
    expect(
      await upstreamOf([
        ['/api/v1/leaderboard'],
        ['/api/v1/leaderboard?'],
        ['/api/v1/leaderboard?&'],
        ['/api/v1/leaderboard?x=random', token],
        ['/api/v1/leaderboard?limit=', token],
      ]),
    ).toEqual([{ url: '/api/v1/leaderboard' }]);
  });

  it.each([
    ['/api/v1/stats', ['/api/v1/stats?', '/api/v1/stats?anything=1', '/api/v1/%73tats']],
    ['/api/v1/content/rules?lang=hi', ['/api/v1/content/rules?lang=hi&x=1', '/api/v1/content/rules?x=2&lang=hi']],
    [`/api/v1/entries/${ENTRY}`, [`/api/v1/entries/${ENTRY}?x=1`, `/api/v1/%65ntries/${ENTRY}`]],
  ])('%s: one request reaches the API, without the token', async (canonical, others) => {
    const upstream = await upstreamOf([
      [canonical],
      ...others.map((url): [string, Record<string, string>] => [url, token]),
    ]);
    expect(upstream).toEqual([{ url: canonical }]);
  });

  it("keeps the arguments apart that pick another answer, and never caches a signed-in participant's own board", async () => {
    const upstream = await upstreamOf([
      ['/api/v1/content/rules?lang=en'],
      ['/api/v1/content/rules'],
      ['/api/v1/leaderboard?limit=5&state=Andhra+Pradesh'],
      ['/api/v1/leaderboard?limit=5&state=Goa'],
      ['/api/v1/leaderboard/me', token],
      ['/api/v1/leaderboard/me', token],
    ]);
    expect(upstream).toEqual([
      { url: '/api/v1/content/rules?lang=en' },
      { url: '/api/v1/content/rules' },
      { url: '/api/v1/leaderboard?limit=5&state=Andhra+Pradesh' },
      { url: '/api/v1/leaderboard?limit=5&state=Goa' },
      { url: '/api/v1/leaderboard/me', authorization: token.authorization },
      { url: '/api/v1/leaderboard/me', authorization: token.authorization },
    ]);
  });
});
