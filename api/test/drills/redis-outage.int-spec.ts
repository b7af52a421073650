import type { TestingModule } from '@nestjs/testing';
import { Client } from 'pg';
import { FakeGraphServer, fakeMedia } from '../fake-graph/fake-graph-server';
import { call, RunningApp, startApp } from '../harness/http';
import { useTestEnvironment } from '../harness/test-environment';
import { RankRecomputeService } from '../../src/leaderboard/rank-recompute.service';
import { insertEntries } from '../../src/metrics/testing/contest-fixtures';
import { bootWorker } from '../../src/metrics/testing/worker';
import { PrivateRedis } from './support/private-redis';
import { eventually } from './support/processes';

const ENTRIES = 2000;
const PAGE_SIZE = 25;
const shortcode = (i: number) => `Redis${String(i).padStart(6, '0')}`;

/**
 * Drill: the Redis behind the API and the worker goes away in the middle of a metrics refresh cycle and
 * comes back empty (no persistence). The cycle must finish with one sample per entry, and the public
 * board must answer 200 the whole time, served from the snapshot the API holds in memory.
 */
describe('drill: Redis stopped and restarted during a refresh cycle', () => {
  const env = useTestEnvironment({ METRICS_PAGE_SIZE: String(PAGE_SIZE), METRICS_REFRESH_INTERVAL: '1h' });
  let redis: PrivateRedis;
  let fake: FakeGraphServer;
  let api: RunningApp;
  let worker: TestingModule | undefined;
  let db: Client;
  const boardStatuses: number[] = [];

  const board = async () => {
    const res = await call(`${api.api}/leaderboard?limit=100`);
    boardStatuses.push(res.status);
    return res;
  };

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env(), { REDIS_URL: redis.url });
    fake.media = Array.from({ length: ENTRIES }, (_, i) =>
      fakeMedia({ shortcode: shortcode(i), views: 10_000 + i, likes: i }),
    );
    await insertEntries(
      env.databaseUrl,
      fake.media.map((media) => ({ shortcode: media.shortcode })),
    );
    db = new Client({ connectionString: env.databaseUrl });
    db.on('error', () => undefined); // the run's global teardown drops the database WITH (FORCE)
    await db.connect();
    api = await startApp();
    // A first board, without figures yet, as the API would hold it before any cycle.
    await api.app.get(RankRecomputeService).recompute(null);
  }, 60_000);

  afterAll(async () => {
    fake?.releaseHungRequests();
    await worker?.close();
    await api?.close();
    await db?.end();
    await fake?.close();
    await redis?.close();
  });

  it('finishes the cycle with one sample per entry and keeps the board answering 200', async () => {
    const before = await board();
    expect(before.status).toBe(200);
    expect(before.body.items).toHaveLength(100);

    // The 11th page request is held open: the cycle is mid-way when Redis goes.
    fake.failNext({ kind: 'hang' }, 'collaborative_media', 10);
    worker = await bootWorker();
    await fake.waitForCalls(11);

    await redis.stop();
    // While Redis is away: the board is served from memory (long enough for the API's pointer check to fail).
    const outageEnds = Date.now() + 6000;
    while (Date.now() < outageEnds) {
      const during = await board();
      expect(during.body.items).toEqual(before.body.items);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const health = await call(`${api.api}/health/health`);
    expect(health.status).toBe(503);
    expect(health.body.error).toMatchObject({
      code: 'unavailable',
      details: { checks: { redis: { status: 'down' } } },
    });

    await redis.resume();
    fake.releaseHungRequests(); // the held request fails like a dropped connection; the cycle retries it

    const [cycle] = await eventually(async () => {
      const { rows } = await db.query(`SELECT id, status, pages FROM metric_refresh_cycles WHERE status <> 'running'`);
      await board();
      return rows.length ? rows : undefined;
    }, 'the cycle to end');
    expect(cycle.status).toBe('completed');

    // No sample lost, none written twice: exactly one per entry, all from this one cycle.
    const { rows: samples } = await db.query(
      `SELECT count(*)::int AS samples, count(DISTINCT submission_id)::int AS entries,
              count(DISTINCT cycle_id)::int AS cycles FROM metric_samples`,
    );
    expect(samples[0]).toEqual({ samples: ENTRIES, entries: ENTRIES, cycles: 1 });
    const { rows: cycles } = await db.query(`SELECT count(*)::int AS n FROM metric_refresh_cycles`);
    expect(cycles[0].n).toBe(1);

    // The recompute queued after the cycle reaches the public board once Redis is back.
    const after = await eventually(async () => {
      const res = await board();
      return res.body.items?.[0]?.metrics?.views === 10_000 + ENTRIES - 1 ? res : undefined;
    }, 'the board with the new figures');
    expect(after.body.items[0]).toMatchObject({ rank: 1, metrics: { views: 10_000 + ENTRIES - 1 } });
    expect((await call(`${api.api}/health/health`)).status).toBe(200);

    expect(boardStatuses.length).toBeGreaterThan(10);
    expect(boardStatuses.every((status) => status === 200)).toBe(true);
  });
});
