import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../test/harness/http';
import { useTestEnvironment } from '../test/harness/test-environment';
import { consoleAccount } from '../test/harness/console-fixtures';
import { ContestService } from '../src/contest/contest.service';
import { DeadlineRemindersService } from '../src/notifications/deadline-reminders.service';
import { NotificationOutboxService } from '../src/notifications/notification-outbox.service';
import { NotificationOutboxRepository } from '../src/notifications/notification-outbox.repository';
import { median, report, watchMemory } from './bench-report';

/** BENCH_OUTBOX_ENTRIES=300 verifications per variant; BENCH_REMINDER_PARTICIPANTS=100000 */
const ENTRIES = Number(process.env.BENCH_OUTBOX_ENTRIES ?? 300);
const PARTICIPANTS = Number(process.env.BENCH_REMINDER_PARTICIPANTS ?? 100_000);

describe('notifications outbox', () => {
  useTestEnvironment();
  let running: RunningApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    running = await startApp();
    dataSource = running.app.get(DataSource);
  });
  afterAll(() => running?.close());

  /** Pending entries of participants with a verified e-mail and a phone: each verification writes 3 messages. */
  let phones = 0;
  async function pendingEntries(count: number, tag: string): Promise<string[]> {
    phones += count;
    const rows: Array<{ id: string }> = await dataSource.query(
      `WITH people AS (
         INSERT INTO participants (name, email, email_verified, phone_number, state_province, creator_category)
         SELECT 'Bench ' || g, 'bench-${tag}-' || g || '@bench.invalid', true, '+9190' || lpad((g + $2)::text, 8, '0'),
                'Kerala', 'nano_influencer'
           FROM generate_series(1, $1) g RETURNING id)
       INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, hashtags_added, consent)
       SELECT id, 1, 'https://www.instagram.com/reel/B${tag}' || substr(md5(id::text), 1, 9) || '/',
              'B${tag}' || substr(md5(id::text), 1, 9), 'life', true, true
         FROM people RETURNING id`,
      [count, phones],
    );
    return rows.map((row) => row.id);
  }

  it('PUT /admin/entries/{id} verify, with and without the outbox', async () => {
    const admin = await consoleAccount(running.app, running.api, 'admin', 'bench-admin');
    const outbox = running.app.get(NotificationOutboxService);
    const original = outbox.entryStatusChanged.bind(outbox);
    const outboxMs: number[] = [];
    const measure = async (ids: string[]) => {
      const times: number[] = [];
      for (const id of ids) {
        const started = performance.now();
        const res = await call(`${running.api}/admin/entries/${id}`, {
          method: 'PUT',
          token: admin.token,
          body: { status: 'verified' },
        });
        times.push(performance.now() - started);
        expect(res.status).toBe(200);
      }
      return times;
    };
    // Alternating halves, so a change in the machine's load falls on both variants alike.
    const withTimes: number[] = [];
    const withoutTimes: number[] = [];
    for (const half of ['a', 'b']) {
      outbox.entryStatusChanged = async (...args) => {
        const started = performance.now();
        await original(...args);
        outboxMs.push(performance.now() - started);
      };
      withTimes.push(...(await measure(await pendingEntries(ENTRIES / 2, `w${half}`))));
      outbox.entryStatusChanged = async () => undefined;
      withoutTimes.push(...(await measure(await pendingEntries(ENTRIES / 2, `n${half}`))));
    }
    outbox.entryStatusChanged = original;
    const round = (values: number[]) => Math.round(median(values) * 1000) / 1000;
    report('PUT /admin/entries/{id} verify (in-process HTTP), outbox on and off', {
      verificationsPerVariant: ENTRIES,
      messagesPerVerification: 3,
      withOutboxMs: { median: round(withTimes) },
      withoutOutboxMs: { median: round(withoutTimes) },
      outboxStatementMs: { median: round(outboxMs), max: round([Math.max(...outboxMs)]) },
    });
  });

  it(`writes deadline reminders for ${PARTICIPANTS} participants in one statement`, async () => {
    await dataSource.query(
      `INSERT INTO participants (name, email, email_verified, state_province, creator_category)
       SELECT 'Reminder ' || g, 'reminder-' || g || '@bench.invalid', true, 'Kerala', 'nano_influencer'
         FROM generate_series(1, $1) g`,
      [PARTICIPANTS],
    );
    await dataSource.query(`VACUUM ANALYZE participants`);
    await dataSource.query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '5 hours',
              accepts_submissions = (id = 1)`,
    );
    const reminders = new DeadlineRemindersService(
      new NotificationOutboxRepository(dataSource),
      running.app.get(ContestService),
    );
    const memory = watchMemory();
    const started = performance.now();
    const written = await reminders.run();
    const seconds = (performance.now() - started) / 1000;
    report(`deadline reminders written to the outbox, ${PARTICIPANTS} participants`, {
      messagesWritten: written,
      seconds: Math.round(seconds * 100) / 100,
      ...memory.stop(),
    });
  });
});
