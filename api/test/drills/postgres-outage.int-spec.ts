import type { TestingModule } from '@nestjs/testing';
import { QueueEvents } from 'bullmq';
import { Client } from 'pg';
import { entryRequest } from '../harness/entry-request';
import { call, RunningApp, startApp } from '../harness/http';
import { AccessTokenService } from '../../src/auth/access-token.service';
import { RankRecomputeService } from '../../src/leaderboard/rank-recompute.service';
import { insertEntries } from '../../src/metrics/testing/contest-fixtures';
import { bootWorker, metricsQueueEvents } from '../../src/metrics/testing/worker';
import { JobName } from '../../src/queue/jobs';
import { QueueService } from '../../src/queue/queue.service';
import { useDrillEnvironment } from './support/drill-environment';
import { PrivatePostgres } from './support/private-postgres';
import { eventually } from './support/processes';

const entry = (shortcode: string) => entryRequest(`https://www.instagram.com/reel/${shortcode}/`);

/**
 * Drill: the database goes away under a running API and worker and comes back. While it is down, calls
 * that need it answer 503 in the error shape (the public board keeps answering from memory); afterwards
 * both processes carry on by themselves, without a restart.
 */
describe('drill: Postgres stopped and restarted', () => {
  let postgres: PrivatePostgres;
  beforeAll(async () => {
    postgres = await PrivatePostgres.start();
  }, 90_000);
  useDrillEnvironment(() => ({ databaseUrl: postgres.databaseUrl }), { METRICS_REFRESH_INTERVAL: '1h' });

  let api: RunningApp;
  let worker: TestingModule;
  let events: QueueEvents;
  let token: string;

  const query = async (sql: string, params: unknown[] = []) => {
    const db = new Client({ connectionString: postgres.databaseUrl });
    await db.connect();
    try {
      return (await db.query(sql, params)).rows;
    } finally {
      await db.end();
    }
  };

  beforeAll(async () => {
    await query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 day',
              accepts_submissions = (id = 1)`,
    );
    const { participants } = await insertEntries(postgres.databaseUrl, [
      { shortcode: 'PgDrill0001', participantKey: 'me' },
      { shortcode: 'PgDrill0002' },
    ]);
    api = await startApp();
    worker = await bootWorker();
    events = await metricsQueueEvents(worker);
    token = await api.app
      .get(AccessTokenService)
      .sign({ id: participants.get('me')!, name: 'Creator', profileComplete: true });
    await api.app.get(RankRecomputeService).recompute(null);
    // The schedule runs its first (simulated) refresh as soon as the worker starts; let it publish its board
    // so the board read before the outage is the one the API keeps serving during it.
    await eventually(async () => {
      const board = await call(`${api.api}/leaderboard`);
      return board.body.items?.every((item: { metrics: { views: unknown } }) => item.metrics.views !== null)
        ? board
        : undefined;
    }, 'the first scheduled refresh to publish its board');
  }, 60_000);

  afterAll(async () => {
    await events?.close();
    await worker?.close();
    await api?.close();
    await postgres?.close();
  });

  const recompute = async () => {
    const job = await worker.get(QueueService).add(JobName.RankRecompute, { cycleId: null });
    return job.waitUntilFinished(events, 30_000);
  };

  it('answers 503 in the error shape while the database is down, then recovers without a restart', async () => {
    expect((await call(`${api.api}/me`, { token })).status).toBe(200);
    const board = await call(`${api.api}/leaderboard`);
    expect(board.body.items).toHaveLength(2);

    await postgres.stop();

    const down = [
      await call(`${api.api}/me`, { token }),
      await call(`${api.api}/submissions/mine`, { token }),
      await call(`${api.api}/submissions`, { token, body: entry('PgDrillDown1') }),
      await call(`${api.api}/me/profile`, { token, body: { name: 'Someone Else' } }),
      await call(`${api.api}/admin/auth/login`, { body: { email: 'organiser@example.org', password: 'x'.repeat(12) } }),
    ];
    for (const res of down) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: { code: 'unavailable', message: expect.any(String), details: null } });
    }
    const health = await call(`${api.api}/health/health`);
    expect(health.status).toBe(503);
    expect(health.body.error.details.checks.database.status).toBe('down');
    // The public board is served from the snapshot in memory.
    const during = await call(`${api.api}/leaderboard`);
    expect(during.status).toBe(200);
    expect(during.body.items).toEqual(board.body.items);
    // A job the worker takes meanwhile fails; the worker itself stays up.
    await expect(recompute()).rejects.toThrow();

    await postgres.resume();

    const me = await eventually(async () => {
      const res = await call(`${api.api}/me`, { token });
      return res.status === 200 ? res : undefined;
    }, 'the API to reach the database again');
    expect(me.body.profileComplete).toBe(true);
    expect((await call(`${api.api}/health/health`)).status).toBe(200);
    const created = await call(`${api.api}/submissions`, { token, body: entry('PgDrillAfter') });
    expect(created.status).toBe(201);

    // Nothing was stored half-way while the database was away.
    const stored = await query(`SELECT shortcode FROM submissions ORDER BY shortcode`);
    expect(stored.map((row) => row.shortcode)).toEqual(['PgDrill0001', 'PgDrill0002', 'PgDrillAfter']);
    const history = await query(`SELECT count(*)::int AS n FROM submission_status_changes`);
    expect(history[0].n).toBe(1);

    // The same worker process takes jobs again.
    await query(`UPDATE submissions SET status = 'verified' WHERE shortcode = 'PgDrillAfter'`);
    await expect(recompute()).resolves.toMatchObject({ entries: 3 });
    const latest = await eventually(async () => {
      const res = await call(`${api.api}/leaderboard`);
      return res.body.items?.length === 3 ? res : undefined;
    }, 'the new board');
    expect(latest.status).toBe(200);
  });
});
