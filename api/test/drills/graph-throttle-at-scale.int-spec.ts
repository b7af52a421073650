import type { TestingModule } from '@nestjs/testing';
import { QueueEvents } from 'bullmq';
import { Client } from 'pg';
import { FakeGraphServer, fakeMedia } from '../fake-graph/fake-graph-server';
import { call, RunningApp, startApp } from '../harness/http';
import { useTestEnvironment } from '../harness/test-environment';
import { insertEntries } from '../../src/metrics/testing/contest-fixtures';
import { bootWorker, metricsQueueEvents } from '../../src/metrics/testing/worker';
import { JobName } from '../../src/queue/jobs';
import { QueueService } from '../../src/queue/queue.service';
import { eventually } from './support/processes';

const ENTRIES = 10_000;
const PAGE_SIZE = 100;
const PAGES = ENTRIES / PAGE_SIZE;
/** The throttling answer's estimated_time_to_regain_access, in minutes (3 s: short enough for a test). */
const REGAIN_MINUTES = 0.05;
const shortcode = (i: number) => `Scale${String(i).padStart(6, '0')}`;

/**
 * Drill: the Graph API's throttling and an expired token, as the metrics work handles them, with 10,000
 * entries. A throttled cycle pauses for exactly the time the API names (no call meanwhile) and resumes
 * from its cursor; an expired token stops the next cycle on a page boundary, reports the source down, and
 * leaves the published board alone.
 */
describe('drill: Graph API throttling and an expired token at 10,000 entries', () => {
  const env = useTestEnvironment({ METRICS_PAGE_SIZE: String(PAGE_SIZE), METRICS_REFRESH_INTERVAL: '1h' });
  let fake: FakeGraphServer;
  let worker: TestingModule;
  let events: QueueEvents;
  let api: RunningApp;
  let db: Client;
  const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());
    fake.media = Array.from({ length: ENTRIES }, (_, i) =>
      fakeMedia({ shortcode: shortcode(i), views: 1_000_000 - i, likes: i % 7 === 0 ? null : i }),
    );
    await insertEntries(
      env.databaseUrl,
      fake.media.map((media) => ({ shortcode: media.shortcode })),
    );
    db = new Client({ connectionString: env.databaseUrl });
    db.on('error', () => undefined); // the run's global teardown drops the database WITH (FORCE)
    await db.connect();
    api = await startApp();
  }, 60_000);

  afterAll(async () => {
    await events?.close();
    await worker?.close();
    await api?.close();
    await db?.end();
    await fake?.close();
  });

  it('pauses a throttled cycle for the time the API names, then resumes it from its cursor', async () => {
    fake.failNext({ kind: 'throttle', regainMinutes: REGAIN_MINUTES }, 'collaborative_media', 40);
    worker = await bootWorker();
    events = await metricsQueueEvents(worker);

    const [cycle] = await eventually(
      async () => {
        const found = await rows(`SELECT * FROM metric_refresh_cycles WHERE status <> 'running'`);
        return found.length ? found : undefined;
      },
      'the throttled cycle to finish',
      90_000,
    );
    expect(cycle).toMatchObject({ status: 'completed', resumptions: 1, samples: ENTRIES });

    const pages = fake.callsTo('collaborative_media');
    const throttled = pages.findIndex((page) => page.status === 400);
    expect(throttled).toBe(40);
    // Nothing was sent while throttled; the next request asked for the very page that was refused.
    const resumed = pages[throttled + 1];
    expect(resumed.at.getTime()).toBeGreaterThanOrEqual(pages[throttled].at.getTime() + REGAIN_MINUTES * 60_000);
    expect(resumed.query.after).toBe(pages[throttled].query.after);
    expect(pages.filter((page) => page.status === 200)).toHaveLength(PAGES);

    const [samples] = await rows(
      `SELECT count(*)::int AS samples, count(DISTINCT submission_id)::int AS entries,
              count(*) FILTER (WHERE likes IS NULL)::int AS hidden FROM metric_samples`,
    );
    expect(samples).toEqual({ samples: ENTRIES, entries: ENTRIES, hidden: Math.ceil(ENTRIES / 7) });

    const board = await eventually(async () => {
      const res = await call(`${api.api}/leaderboard?limit=500`);
      return res.body.items?.length === 500 ? res : undefined;
    }, 'the ranked board');
    expect(board.body.items[0]).toMatchObject({ rank: 1, metrics: { views: 1_000_000 } });
    expect((await call(`${api.api}/health/health`)).body.checks.metrics).toEqual({ status: 'up' });
  }, 120_000);

  it('stops the next cycle on an expired token without touching the published board', async () => {
    const before = await call(`${api.api}/leaderboard?limit=500`);
    const answered = fake.callsTo('collaborative_media').length;
    fake.failNext(
      { kind: 'error', code: 190, subcode: 463, message: 'Error validating access token: Session has expired' },
      'collaborative_media',
      30,
    );
    const job = await worker.get(QueueService).add(JobName.MetricsRefresh, {});
    const outcome = await job.waitUntilFinished(events, 60_000);
    expect(outcome).toMatchObject({ outcome: 'stopped', reason: expect.stringMatching(/access token rejected/) });

    const [stopped] = await rows(`SELECT * FROM metric_refresh_cycles ORDER BY id DESC LIMIT 1`);
    expect(stopped).toMatchObject({ status: 'failed', pages: 30 });
    // Whole pages only: the 30 answered before the refusal, none of the refused one.
    const [written] = await rows(`SELECT count(*)::int AS n FROM metric_samples WHERE cycle_id = $1`, [stopped.id]);
    expect(written.n).toBe(30 * PAGE_SIZE);
    expect(fake.callsTo('collaborative_media')).toHaveLength(answered + 31);

    const health = await call(`${api.api}/health/health`);
    expect(health.status).toBe(503);
    expect(health.body.error.details.checks.metrics).toMatchObject({
      status: 'down',
      error: expect.stringMatching(/access token/),
    });
    const after = await call(`${api.api}/leaderboard?limit=500`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect(await rows(`SELECT id FROM leaderboard_snapshots`)).toHaveLength(1);
  }, 90_000);
});
