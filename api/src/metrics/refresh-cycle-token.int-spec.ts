import type { TestingModule } from '@nestjs/testing';
import type { QueueEvents } from 'bullmq';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { FakeGraphServer, fakeMedia } from '../../test/fake-graph/fake-graph-server';
import { JobName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { eventually, insertEntries, withDatabase } from './testing/contest-fixtures';
import { bootWorker, metricsQueueEvents } from './testing/worker';

const ENTRIES = 60;
const code = (n: number) => `Tok${String(n).padStart(3, '0')}Abcde`;

describe('an expired access token (Graph API code 190)', () => {
  const env = useTestEnvironment({ METRICS_PAGE_SIZE: '25', METRICS_REFRESH_INTERVAL: '1h' });
  let fake: FakeGraphServer;
  let worker: TestingModule;
  let api: RunningApp;
  let events: QueueEvents;
  const db = <T>(sql: string) => withDatabase(env.databaseUrl, async (client) => (await client.query(sql)).rows as T[]);
  const runTick = async () => {
    const job = await worker.get(QueueService).add(JobName.MetricsRefresh, {});
    return job.waitUntilFinished(events, 20_000);
  };

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());
    fake.media = Array.from({ length: ENTRIES }, (_, i) => fakeMedia({ shortcode: code(i), views: 10 * i }));
    await insertEntries(
      env.databaseUrl,
      fake.media.map((m) => ({ shortcode: m.shortcode })),
    );
    worker = await bootWorker(); // the first tick: a good cycle and a first snapshot
    events = await metricsQueueEvents(worker);
    api = await startApp();
  });

  afterAll(async () => {
    await api?.close();
    await events?.close();
    await worker?.close();
    await fake?.close();
  });

  it('stops the cycle, reports the metrics source down on the health route, and leaves the board as it was', async () => {
    const before = await eventually(async () => {
      const res = await call(`${api.api}/leaderboard?limit=500`);
      return res.body.items?.length === ENTRIES ? res : undefined;
    }, 'the first board');

    fake.failNext(
      { kind: 'error', code: 190, subcode: 463, message: 'Error validating access token: Session has expired' },
      'collaborative_media',
      1,
    );
    const callsBefore = fake.calls.length;
    const result = await runTick();
    expect(result).toMatchObject({ outcome: 'stopped' });
    expect(result.reason).toMatch(/access token rejected: Error validating access token: Session has expired/);
    expect(fake.calls.length).toBe(callsBefore + 2); // one good page, the 190, and nothing after it

    const cycles = await db<{ status: string; error: string | null }>(
      `SELECT status, error FROM metric_refresh_cycles ORDER BY id`,
    );
    expect(cycles.map((c) => c.status)).toEqual(['completed', 'failed']);

    const health = await call(`${api.api}/health/health`);
    expect(health.status).toBe(503);
    expect(health.body.error.message).toBe('Unavailable: metrics');
    expect(health.body.error.details.checks.metrics).toEqual({
      status: 'down',
      error: expect.stringMatching(/^Instagram access token rejected: .*\(code 190\/463\)$/),
    });

    // The board is still the last snapshot's: a failing cycle never breaks it.
    const after = await call(`${api.api}/leaderboard?limit=500`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect(await db(`SELECT id FROM leaderboard_snapshots`)).toHaveLength(1);

    // Later ticks make no call with a token known to be rejected.
    await expect(runTick()).resolves.toMatchObject({ outcome: 'stopped', cycleId: null });
    expect(fake.calls.length).toBe(callsBefore + 2);
  });
});
