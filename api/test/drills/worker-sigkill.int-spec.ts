import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { FakeGraphServer, fakeMedia } from '../fake-graph/fake-graph-server';
import { useTestEnvironment } from '../harness/test-environment';
import { insertEntries } from '../../src/metrics/testing/contest-fixtures';
import { eventually } from './support/processes';
import { ServiceProcess } from './support/service-process';

const ENTRIES = 500;
const PAGE_SIZE = 25;
const shortcode = (i: number) => `Kill${String(i).padStart(7, '0')}`;

/**
 * Drill: two real worker processes (src/worker.ts); the one running the refresh cycle is killed with SIGKILL
 * while a Graph API request is in flight. The other must take the abandoned job and the cycle over (once
 * BullMQ sees the job stalled and the cycle's lease runs out) and finish it, with nothing written twice.
 */
describe('drill: a worker killed with SIGKILL mid-job', () => {
  const env = useTestEnvironment({ METRICS_PAGE_SIZE: String(PAGE_SIZE), METRICS_REFRESH_INTERVAL: '1h' });
  let fake: FakeGraphServer;
  let db: Client;
  let logDir: string;
  const workers: ServiceProcess[] = [];

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());
    fake.media = Array.from({ length: ENTRIES }, (_, i) =>
      fakeMedia({ shortcode: shortcode(i), views: 5_000 + i, likes: i }),
    );
    await insertEntries(
      env.databaseUrl,
      fake.media.map((media) => ({ shortcode: media.shortcode })),
    );
    db = new Client({ connectionString: env.databaseUrl });
    db.on('error', () => undefined); // the run's global teardown drops the database WITH (FORCE)
    await db.connect();
    logDir = mkdtempSync(path.join(tmpdir(), 'drill-workers-'));
  });

  afterAll(async () => {
    fake?.releaseHungRequests();
    await Promise.all(workers.map((worker) => worker.stop()));
    await db?.end();
    await fake?.close();
    rmSync(logDir, { recursive: true, force: true });
  });

  const logs = () => workers.map((worker) => `--- ${worker.logFile}\n${worker.output().slice(-4000)}`).join('\n');

  it('lets the surviving worker finish the cycle, with one sample per entry and one snapshot', async () => {
    // The 6th page request is held open: the first worker is mid-cycle when it dies.
    fake.failNext({ kind: 'hang' }, 'collaborative_media', 5);
    const first = ServiceProcess.start('first', logDir);
    workers.push(first);
    await fake.waitForCalls(6);
    const [held] = (await db.query(`SELECT lease_owner FROM metric_refresh_cycles WHERE status = 'running'`)).rows;
    expect(held.lease_owner).toContain(`:${first.pid}:`);

    const second = ServiceProcess.start('second', logDir);
    workers.push(second);
    await eventually(
      async () => (second.output().includes('processing queues') ? true : undefined),
      'the second worker to start',
      60_000,
    );

    await first.kill();
    fake.releaseHungRequests();

    const cycle = await eventually(
      async () => {
        const { rows } = await db.query(`SELECT * FROM metric_refresh_cycles WHERE status <> 'running'`);
        return rows[0];
      },
      'the surviving worker to finish the cycle',
      150_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${logs()}`);
    });
    expect(cycle).toMatchObject({ status: 'completed', resumptions: 1 });
    expect(Number(cycle.samples)).toBe(ENTRIES);

    const { rows: samples } = await db.query(
      `SELECT count(*)::int AS samples, count(DISTINCT submission_id)::int AS entries,
              count(DISTINCT cycle_id)::int AS cycles FROM metric_samples`,
    );
    expect(samples[0]).toEqual({ samples: ENTRIES, entries: ENTRIES, cycles: 1 });
    expect((await db.query(`SELECT count(*)::int AS n FROM metric_refresh_cycles`)).rows[0].n).toBe(1);

    // The rank recompute after the cycle runs once, on the survivor.
    const snapshots = await eventually(
      async () => {
        const { rows } = await db.query(`SELECT cycle_id, entries FROM leaderboard_snapshots`);
        return rows.length ? rows : undefined;
      },
      'the snapshot after the cycle',
      30_000,
    );
    expect(snapshots).toEqual([{ cycle_id: cycle.id, entries: ENTRIES }]);
    expect(second.child.exitCode).toBeNull();
  }, 240_000);
});
