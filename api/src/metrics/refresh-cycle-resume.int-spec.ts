import type { TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { FakeGraphServer, fakeMedia } from '../../test/fake-graph/fake-graph-server';
import { JobName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { eventually, insertEntries, withDatabase } from './testing/contest-fixtures';
import { bootWorker, crash } from './testing/worker';

const ENTRIES = 80;
const code = (n: number) => `Res${String(n).padStart(3, '0')}Abcde`;

describe('a worker that dies in the middle of a refresh cycle', () => {
  const env = useTestEnvironment({ METRICS_PAGE_SIZE: '25', METRICS_REFRESH_INTERVAL: '1h' });
  let fake: FakeGraphServer;
  let first: TestingModule;
  let second: TestingModule | undefined;
  const db = <T>(sql: string, params: unknown[] = []) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql, params)).rows as T[]);

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());
    fake.media = Array.from({ length: ENTRIES }, (_, i) => fakeMedia({ shortcode: code(i), views: 10 * i }));
    await insertEntries(
      env.databaseUrl,
      fake.media.map((m) => ({ shortcode: m.shortcode })),
    );
  });

  afterAll(async () => {
    await second?.close();
    await fake.close(); // drops the request the dead worker was stuck on
    await first?.close().catch(() => undefined);
  });

  it('is replaced by another worker that resumes at the saved cursor, losing and repeating no sample', async () => {
    // The third page never answers: the first worker is stuck there, as a process would be when killed.
    fake.failNext({ kind: 'hang' }, 'collaborative_media', 2);
    first = await bootWorker({ leaseMs: 1500 }); // the schedule's first tick starts the cycle
    await fake.waitForCalls(3);
    const [before] = await db<{ pages: number; samples: number; cursor: unknown }>(
      `SELECT pages, samples, cursor FROM metric_refresh_cycles WHERE status = 'running'`,
    );
    expect(before).toMatchObject({ pages: 2, samples: 50 });

    await crash(first, first.get(DataSource));

    second = await bootWorker({ leaseMs: 1500 });
    // The next tick of the schedule (or BullMQ re-delivering the stalled job) reaches the new worker.
    await second.get(QueueService).add(JobName.MetricsRefresh, {});

    const [cycle] = await eventually(async () => {
      const rows = await db<Record<string, unknown>>(
        `SELECT c.*, (SELECT count(*)::int FROM leaderboard_snapshots) AS snapshots FROM metric_refresh_cycles c`,
      );
      return rows[0]?.status === 'completed' && rows[0].snapshots === 1 ? rows : undefined;
    }, 'the resumed cycle and its snapshot');
    // Four pages of collaborations, the (empty) business-discovery pass, then the (empty) invitations listing.
    expect(cycle).toMatchObject({ pages: 6, samples: ENTRIES, resumptions: 1 });

    const [counts] = await db<{ samples: number; entries: number; ranked: number }>(
      `SELECT (SELECT count(*)::int FROM metric_samples) AS samples,
              (SELECT count(DISTINCT submission_id)::int FROM metric_samples) AS entries,
              (SELECT count(*)::int FROM leaderboard_rows) AS ranked`,
    );
    expect(counts).toEqual({ samples: ENTRIES, entries: ENTRIES, ranked: ENTRIES });

    // Pages one and two were read once; the third again (the dead worker never got it), then the fourth.
    const afters = fake.callsTo('collaborative_media').map((c) => c.query.after ?? null);
    expect(afters).toHaveLength(5);
    expect(new Set(afters.slice(0, 3)).size).toBe(3);
    expect(afters[3]).toBe(afters[2]);
    expect(afters[4]).not.toBe(afters[3]);
  });
});
