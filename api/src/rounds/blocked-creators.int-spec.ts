import { AppModule } from '../app.module';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';

type Account = Awaited<ReturnType<typeof consoleAccount>>;

const PEOPLE = [
  { name: 'Asha Rao', state: 'Kerala', tier: 'nano_influencer', phone: '+919711000001' },
  { name: 'Bala Blocked', state: 'Goa', tier: 'micro_influencer', phone: '+919711000002' },
  { name: 'Chitra Das', state: 'Assam', tier: 'nano_influencer', phone: '+919711000003' },
];
const [ASHA, BALA, CHITRA] = [0, 1, 2];

/**
 * One rule for "in the contest" (contest/contest.repository.ts inContest): a blocked creator's films leave the
 * public board, the round counts, the promotion, the jury's assignments and the results together, even
 * the film that was promoted before the block.
 */
describe("a blocked creator's films, everywhere a round ranks or judges", () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Account;
  let juror: Account;
  let entries: SeededEntry[];
  let participants: string[];

  const as = (account: Account, path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}/admin${path}`, { ...init, token: account.token });
  const ids = (rows: Array<{ submissionId?: string; id?: string }>) => rows.map((row) => row.submissionId ?? row.id);

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'blocked-organiser');
    juror = await consoleAccount(running.app, running.api, 'jury', 'blocked-juror');
    ({ entries, participants } = await seedEntries(db, PEOPLE, [
      { who: ASHA, category: 'life', views: 90_000, status: 'verified', round: 2 },
      { who: BALA, category: 'life', views: 500_000, status: 'verified', round: 2 },
      { who: CHITRA, category: 'action', views: 50_000, status: 'verified', round: 2 },
    ]));
    await db.query(`UPDATE rounds SET closed_at = now() WHERE id = 1`);
    // All three were promoted into Round 3 before the block (arrangement: as a close of Round 2 writes it).
    for (const [index, entry] of entries.entries()) {
      await db.query(
        `INSERT INTO round_advancements (round_id, submission_id, position, score) VALUES (3, $1, $2, 1)`,
        [entry.id, index + 1],
      );
    }
    const blocked = await as(admin, `/participants/${participants[BALA]}`, {
      method: 'PUT',
      body: { blocked: true },
    });
    expect(blocked.status).toBe(200);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('leaves them off the public board', async () => {
    const board = await call(`${running.api}/leaderboard`);
    expect(board.status).toBe(200);
    expect(ids(board.body.items)).toEqual([entries[0].id, entries[2].id]);
  });

  it("leaves them out of the round's count and its promotion", async () => {
    const rounds = await as(admin, '/rounds');
    expect(rounds.body.find((round: { id: number }) => round.id === 2).verifiedEntries).toBe(2);
    const preview = await as(admin, '/rounds/2/promotion?count=1');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ total: 2 });
    expect(ids(preview.body.advancing)).toEqual([entries[0].id]);
    expect(ids(preview.body.cut)).toEqual([entries[2].id]);
  });

  it('gives the jury none of them, automatically or by hand', async () => {
    const auto = await as(admin, '/jury-assignments/auto', { body: { roundId: 3, jurorsPerEntry: 1 } });
    expect(auto.body).toEqual({ created: 2, shortfalls: [] });
    const assigned = await db.rows(`SELECT submission_id FROM jury_assignments ORDER BY submission_id`);
    expect(assigned.map((row) => row.submission_id)).toEqual([entries[0].id, entries[2].id].sort());

    const byHand = await as(admin, '/jury-assignments', {
      body: { roundId: 3, submissionId: entries[1].id, jurorId: juror.id },
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body.error.code).toBe('entry_not_in_round');
  });

  it('leaves them out of the results', async () => {
    const results = await as(admin, `/results?filter=${encodeURIComponent(JSON.stringify({ roundId: 3 }))}`);
    expect(results.status).toBe(200);
    expect(ids(results.body).sort()).toEqual([entries[0].id, entries[2].id].sort());
  });
});
