import { Test, TestingModule } from '@nestjs/testing';
import { QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { ConfigModule } from '../config/config.module';
import { CoreModule } from '../core.module';
import { insertEntries, withDatabase } from '../metrics/testing/contest-fixtures';
import { JOB_DEFINITIONS } from '../queue/job-registry.service';
import { JobName, QueueName } from '../queue/jobs';
import { QueueWorkerModule } from '../queue/queue-worker.module';
import { QueueService } from '../queue/queue.service';
import { HousekeepingWorkerModule } from './housekeeping-worker.module';
import { HousekeepingProcessor } from './housekeeping.processor';
import { HousekeepingService } from './housekeeping.service';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
const YEAR = 365;

/** A worker process with only the housekeeping job (the metrics schedule would add snapshots of its own). */
async function bootWorker(): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.fromEnvironment('worker'), CoreModule, QueueWorkerModule, HousekeepingWorkerModule],
  })
    .overrideProvider(JOB_DEFINITIONS)
    .useValue({ [JobName.Housekeeping]: QueueName.Housekeeping })
    .compile();
  moduleRef.useLogger(false);
  return moduleRef.init();
}

describe('daily housekeeping (default retentions)', () => {
  const env = useTestEnvironment();
  const db = (sql: string, params: unknown[] = []) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql, params)).rows);
  let workers: TestingModule[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(env.redisUrl, { keyPrefix: `${env.redisPrefix}:` });
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    redis.disconnect();
  });

  /** Participants: one silent for 8 years (with an old entry), others old but active, or new. */
  async function seedParticipants() {
    const { participants } = await insertEntries(env.databaseUrl, [
      { shortcode: 'DormantEntr1', createdAt: daysAgo(8 * YEAR), participantKey: 'dormant' },
      { shortcode: 'RecentEntry1', createdAt: daysAgo(10), participantKey: 'recent-entry' },
      { shortcode: 'SignedInEnt1', createdAt: daysAgo(8 * YEAR), participantKey: 'signed-in' },
      { shortcode: 'RefreshedEn1', createdAt: daysAgo(8 * YEAR), participantKey: 'refreshed' },
      { shortcode: 'NewcomerEnt1', participantKey: 'newcomer' },
    ]);
    const old = daysAgo(8 * YEAR);
    for (const key of ['dormant', 'recent-entry', 'signed-in', 'refreshed']) {
      const id = participants.get(key);
      await db(`UPDATE participants SET created_at = $2, updated_at = $2 WHERE id = $1`, [id, old]);
      await db(`UPDATE submissions SET updated_at = created_at WHERE participant_id = $1`, [id]);
      await db(
        `INSERT INTO identities (participant_id, provider, subject, created_at, last_used_at) VALUES ($1, 'phone', $2, $3, $4)`,
        [id, `${key}-subject`, old, key === 'signed-in' ? daysAgo(1) : old],
      );
    }
    await db(
      `INSERT INTO refresh_tokens (participant_id, family_id, sign_in_method, token_hash, created_at, expires_at)
       VALUES ($1, gen_random_uuid(), 'phone', repeat('a', 64), $2, $2)`,
      [participants.get('refreshed'), daysAgo(3)],
    );
    return participants;
  }

  it('prunes what outlived its retention once, however many workers tick, and keeps the rest', async () => {
    const participants = await seedParticipants();
    // Snapshots: four past the 30 days, one new; the newest three stay whatever their age.
    for (const age of [40, 39, 38, 37, 0]) {
      await db(`INSERT INTO leaderboard_snapshots (created_at) VALUES ($1)`, [daysAgo(age)]);
    }
    const snapshots = (await db(`SELECT id FROM leaderboard_snapshots ORDER BY id`)).map((row) => row.id);
    await db(
      `INSERT INTO console_login_attempts (email, outcome, created_at) VALUES ('a@x.test', 'bad_password', $1)`,
      [daysAgo(91)],
    );
    await db(
      `INSERT INTO console_login_attempts (email, outcome, created_at) VALUES ('b@x.test', 'bad_password', $1)`,
      [daysAgo(89)],
    );
    // Refresh cycles: one ended over 2 years ago, one within, the newest today.
    for (const age of [2 * YEAR + 5, 2 * YEAR - 5, 0]) {
      await db(
        `INSERT INTO metric_refresh_cycles (provider, status, started_at, updated_at, finished_at)
         VALUES ('simulated', 'completed', $1, $1, $1)`,
        [daysAgo(age)],
      );
    }
    const cycles = (await db(`SELECT id FROM metric_refresh_cycles ORDER BY id`)).map((row) => row.id);
    // Published boards in Redis: the current one is 5; 2 has already expired, 3 expires on its own later.
    await redis.set('leaderboard:current', '5');
    await redis.set('leaderboard:board:2', '{}', 'PX', 1);
    await redis.set('leaderboard:board:3', '{}', 'EX', 3600);
    await redis.set('leaderboard:board:4', '{}');
    await redis.set('leaderboard:board:5', '{}');
    await new Promise((resolve) => setTimeout(resolve, 20));

    const runs = jest.spyOn(HousekeepingService.prototype, 'run');
    workers = await Promise.all([bootWorker(), bootWorker()]);
    const queues = workers[0].get(QueueService);
    const events = new QueueEvents(QueueName.Housekeeping, {
      prefix: queues.prefix,
      connection: { url: env.redisUrl },
    });
    await events.waitUntilReady();
    await Promise.all(workers.map((worker) => worker.get(HousekeepingProcessor).tick()));
    const jobs = await queues.queue(QueueName.Housekeeping).getJobs();
    expect(jobs).toHaveLength(1);
    const report = await jobs[0].waitUntilFinished(events, 20_000);
    // Ticking again the same day (a late worker) adds nothing.
    await Promise.all(workers.map((worker) => worker.get(HousekeepingProcessor).tick()));
    expect(await queues.queue(QueueName.Housekeeping).getJobCounts('wait', 'active', 'delayed', 'completed')).toEqual({
      wait: 0,
      active: 0,
      delayed: 0,
      completed: 1,
    });
    await events.close();
    expect(runs).toHaveBeenCalledTimes(1);

    expect(report).toEqual({
      participantsErased: 1,
      refreshCyclesPruned: 1,
      leaderboardSnapshotsPruned: 2,
      consoleLoginAttemptsPruned: 1,
      redisBoardsPruned: 2,
    });
    const remaining = (await db(`SELECT id FROM participants`)).map((row) => row.id).sort();
    expect(remaining).toEqual(
      ['recent-entry', 'signed-in', 'refreshed', 'newcomer'].map((key) => participants.get(key)).sort(),
    );
    expect(await db(`SELECT shortcode FROM submissions WHERE shortcode = 'DormantEntr1'`)).toEqual([]);
    expect((await db(`SELECT id FROM leaderboard_snapshots ORDER BY id`)).map((row) => row.id)).toEqual(
      snapshots.slice(2),
    );
    expect(await db(`SELECT email FROM console_login_attempts`)).toEqual([{ email: 'b@x.test' }]);
    expect((await db(`SELECT id FROM metric_refresh_cycles ORDER BY id`)).map((row) => row.id)).toEqual(
      cycles.slice(1),
    );
    expect((await redis.keys(`${env.redisPrefix}:leaderboard:*`)).sort()).toEqual([
      `${env.redisPrefix}:leaderboard:board:5`,
      `${env.redisPrefix}:leaderboard:current`,
    ]);
  });
});
