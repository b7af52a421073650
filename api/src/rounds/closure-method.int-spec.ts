import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { BlendRoundClosures1763605000000 } from '../database/migrations/1763605000000-blend-round-closures';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, TestDatabase } from '../../test/harness/console-fixtures';

const PEOPLE = [
  { name: 'Asha Rao', state: 'Kerala', tier: 'nano_influencer', phone: '+919700000011' },
  { name: 'Ravi Menon', state: 'Gujarat', tier: 'micro_influencer', phone: '+919700000012' },
];

/** A closure says how the round was really ranked: Rounds 1 and 2 by views and votes blended, with weights. */
describe('the ranking method recorded when a round closes', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let token: string;

  const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}/admin${path}`, { ...init, token });

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    token = (await consoleAccount(running.app, running.api, 'admin', 'closure-method-admin')).token;
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '20 days' + (id - 1) * interval '30 days',
              ends_at = now() + interval '10 days' + (id - 1) * interval '30 days', accepts_submissions = (id = 1)`,
    );
    const { entries } = await seedEntries(db, PEOPLE, [
      { who: 0, category: 'life', views: 9_000, status: 'verified' },
      { who: 1, category: 'life', views: 5_000, status: 'verified' },
    ]);
    // Ravi has fewer views but all the votes: at 40 % views he goes first, which views alone would not do.
    await db.query(`INSERT INTO submission_votes (submission_id, round_id, votes) VALUES ($1, 1, 50)`, [entries[1].id]);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('closing Round 1 records the blend and its weights in the closure, the round and the audit log', async () => {
    expect((await asAdmin('/rounds/1', { method: 'PUT', body: { viewsWeightPercent: 40 } })).status).toBe(200);
    const blend = { ranking: 'blend', viewsWeight: 0.4, votesWeight: 0.6 };

    const preview = await asAdmin('/rounds/1/promotion?count=1');
    expect(preview.body.method).toEqual(blend);
    expect(preview.body.advancing.map((row: { author: string }) => row.author)).toEqual(['Ravi Menon']);

    const closed = await asAdmin('/rounds/1/close', { body: { count: 1 } });
    expect(closed.status).toBe(200);
    expect(closed.body.method).toEqual(blend);
    expect((await db.rows(`SELECT method FROM round_closures WHERE round_id = 1`))[0].method).toEqual(blend);
    const [audit] = await db.rows(`SELECT after FROM console_audit_log WHERE action = 'round.close'`);
    expect(audit.after.method).toEqual(blend);
  });

  it('the migration rewrites old `views` closures only where the blend and its weight are certain', async () => {
    const views = { ranking: 'views' };
    // Round 1 (closed above) had votes before its close and its weight is unchanged since: certainly the blend.
    // Round 2 had no votes: its order was exactly views, so the record stays.
    await db.query(`UPDATE round_closures SET method = $1 WHERE round_id = 1`, [views]);
    await db.query(
      `INSERT INTO votes (round_id, submission_id, voter_id, period, created_at)
       SELECT 1, submission_id, NULL, 'round', (SELECT closed_at FROM round_closures WHERE round_id = 1) - interval '1 day'
         FROM submission_votes LIMIT 1`,
    );
    await db.query(`INSERT INTO round_closures (round_id, advance_count, method) VALUES (2, 1, $1)`, [views]);
    const migrate = () =>
      running.app
        .get(DataSource)
        .transaction((manager) => new BlendRoundClosures1763605000000().up(manager.queryRunner!));
    await migrate();
    const methods = async () =>
      Object.fromEntries(
        (await db.rows(`SELECT round_id, method FROM round_closures ORDER BY round_id`)).map((r) => [
          r.round_id,
          r.method,
        ]),
      );
    expect(await methods()).toEqual({ 1: { ranking: 'blend', viewsWeight: 0.4, votesWeight: 0.6 }, 2: views });

    // A weight edited after the close: which weight the close used cannot be proved, so `views` stays.
    await db.query(`UPDATE round_closures SET method = $1 WHERE round_id = 1`, [views]);
    expect((await asAdmin('/rounds/1', { method: 'PUT', body: { viewsWeightPercent: 70 } })).status).toBe(200);
    await migrate();
    expect((await methods())[1]).toEqual(views);
  });
});
