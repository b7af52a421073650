import type { TestingModule } from '@nestjs/testing';
import type { Job, QueueEvents } from 'bullmq';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { FakeGraphServer, fakeMedia } from '../../test/fake-graph/fake-graph-server';
import { JobName, QueueName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { eventually, insertEntries, withDatabase } from './testing/contest-fixtures';
import { bootWorker, metricsQueueEvents } from './testing/worker';

const ENTRIES = 60;
const code = (n: number) => `Thr${String(n).padStart(3, '0')}Abcde`;
const MINUTE = 60_000;

describe('a refresh cycle throttled by the Graph API', () => {
  const env = useTestEnvironment({ METRICS_PAGE_SIZE: '25', METRICS_REFRESH_INTERVAL: '1h' });
  let fake: FakeGraphServer;
  let worker: TestingModule;
  let events: QueueEvents;
  let queues: QueueService;
  const db = <T>(sql: string, params: unknown[] = []) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql, params)).rows as T[]);
  const runTick = async (data: object = {}) => {
    const job = await queues.add(JobName.MetricsRefresh, data);
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
    // The second page is answered 80002 with X-Business-Use-Case-Usage: regain access in 2 minutes.
    fake.failNext({ kind: 'throttle', regainMinutes: 2 }, 'collaborative_media', 1);
    worker = await bootWorker(); // the schedule's first tick starts the cycle
    queues = worker.get(QueueService);
    events = await metricsQueueEvents(worker);
  });

  afterAll(async () => {
    await events?.close();
    await worker?.close();
    await fake?.close();
  });

  it('pauses for the time the API asks, and makes no call before then', async () => {
    const [cycle] = await eventually(async () => {
      const rows = await db<{ id: string; lease_owner: string | null; error: string | null; pages: number }>(
        `SELECT id, lease_owner, error, pages FROM metric_refresh_cycles`,
      );
      return rows[0]?.error ? rows : undefined;
    }, 'the throttled cycle');
    expect(cycle).toMatchObject({ lease_owner: null, pages: 1 });
    expect(cycle.error).toMatch(/throttled by the Graph API/);
    const callsWhenThrottled = fake.calls.length;
    expect(callsWhenThrottled).toBe(2);

    const [state] = await db<{ throttled_until: Date }>(`SELECT throttled_until FROM metrics_source_state`);
    const waitMs = state.throttled_until.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(1.5 * MINUTE);
    expect(waitMs).toBeLessThanOrEqual(2 * MINUTE);

    // The resume is already queued for that time.
    const delayed = await queues.queue(QueueName.Metrics).getDelayed();
    const resume = delayed.find((job) => job.data.resumeCycleId === cycle.id) as Job;
    expect(resume).toBeDefined();
    const resumeAt = resume.timestamp + (resume.opts.delay ?? 0);
    expect(Math.abs(resumeAt - state.throttled_until.getTime())).toBeLessThan(1000);

    // A scheduled tick arriving meanwhile takes the cycle and makes no call.
    await expect(runTick()).resolves.toMatchObject({ outcome: 'paused', cycleId: cycle.id });
    expect(fake.calls.length).toBe(callsWhenThrottled);

    // Two minutes later (the clock moved forward in the database), the delayed resume runs.
    await db(`UPDATE metrics_source_state SET throttled_until = now() - interval '1 second'`);
    await resume.promote();
    await expect(resume.waitUntilFinished(events, 20_000)).resolves.toMatchObject({
      outcome: 'completed',
      cycleId: cycle.id,
      resumed: true,
    });
    const pages = fake.callsTo('collaborative_media');
    expect(pages).toHaveLength(4);
    expect(pages[2].query.after).toBe(pages[1].query.after); // the throttled page, asked again
    const [counts] = await db<{ samples: number; entries: number }>(
      `SELECT count(*)::int AS samples, count(DISTINCT submission_id)::int AS entries FROM metric_samples`,
    );
    expect(counts).toEqual({ samples: ENTRIES, entries: ENTRIES });
  });

  it('slows down before the limit: at the pause threshold it stops calling until the usage has eased', async () => {
    fake.usage = { callCount: 93, totalCputime: 20, totalTime: 30 }; // METRICS_USAGE_PAUSE_PERCENT is 90
    const callsBefore = fake.calls.length;
    const result = await runTick();
    expect(result).toMatchObject({ outcome: 'paused' });
    expect(result.reason).toMatch(/usage at 93 %/);
    expect(fake.calls.length).toBe(callsBefore + 1); // the call that reported 93 %, then nothing
    const [state] = await db<{ throttled_until: Date; usage_percent: number }>(
      `SELECT throttled_until, usage_percent FROM metrics_source_state`,
    );
    expect(state.usage_percent).toBe(93);
    expect(state.throttled_until.getTime()).toBeGreaterThan(Date.now() + 9 * MINUTE);
  });
});
