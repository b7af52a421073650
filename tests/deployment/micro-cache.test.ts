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
    const url = '/api/v1/leaderboard?limit=20';
    await read(url);
    await pause(MAX_AGE * 1000 + 1000); // expired (nginx counts whole seconds), but inside the window
    const served = await read(url);
    expect(served.cache).toBe('STALE');
    expect(served.age).toBeLessThanOrEqual(PROMISE_MS);
  });
});
