import { randomBytes } from 'node:crypto';
import { AppModule } from '../app.module';
import { AccessTokenService } from '../auth/access-token.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, TestDatabase } from '../../test/harness/console-fixtures';
import { entryRequest } from '../../test/harness/entry-request';

type Account = Awaited<ReturnType<typeof consoleAccount>>;

const reel = () => `https://www.instagram.com/reel/${randomBytes(8).toString('base64url').slice(0, 11)}/`;

/** A round's status is one thing: what the console closed, the public timeline shows and submissions obey. */
describe('closing a round closes it everywhere at once', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Account;
  let phones = 0;

  const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}/admin${path}`, { ...init, token: admin.token });
  const rounds = async () => (await call(`${running.api}/content/rules`)).body;

  async function creator(): Promise<{ id: string; token: string }> {
    const [row] = await db.rows(
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       VALUES ('Round Tester', $1, 'Kerala', 'nano_influencer') RETURNING id`,
      [`+9197${String(++phones).padStart(8, '0')}`],
    );
    const token = await running.app
      .get(AccessTokenService)
      .sign({ id: row.id, name: 'Round Tester', profileComplete: true });
    return { id: row.id, token };
  }
  const submit = (token: string) =>
    call(`${running.api}/submissions`, {
      token,
      body: entryRequest(reel()),
    });

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'round-closer');
    // Round 1 open for another 10 days, the later rounds after it, as during the contest.
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '20 days' + (id - 1) * interval '30 days',
              ends_at = now() + interval '10 days' + (id - 1) * interval '30 days', accepts_submissions = (id = 1)`,
    );
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('refuses to close a round that has not started, or whose previous round is still open, saying why', async () => {
    const early = await asAdmin('/rounds/2/close', { body: { count: 1 } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('round_not_started');
    expect(early.body.error.message).toMatch(/^Round 2 \(Top 500 Shortlist\) has not started yet \(it opens on /);

    // Round 2 started early by mistake while Round 1 is still open.
    await db.query(`UPDATE rounds SET starts_at = now() - interval '1 day' WHERE id = 2`);
    const overlapping = await asAdmin('/rounds/2/close', { body: { count: 1 } });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error).toMatchObject({
      code: 'previous_round_open',
      message:
        'Round 1 (Open Submissions) is still open: close it (and promote its creators) before closing Round 2 (Top 500 Shortlist)',
    });
    await db.query(`UPDATE rounds SET starts_at = now() + interval '10 days 1 second' WHERE id = 2`);
    expect(await db.rows(`SELECT round_id FROM round_closures`)).toEqual([]);
    expect((await db.rows(`SELECT closed_at FROM rounds WHERE closed_at IS NOT NULL`)).length).toBe(0);
  });

  it('refuses to close with entries awaiting verification or nobody going through until the organiser acknowledges it', async () => {
    const me = await creator();
    expect((await submit(me.token)).status).toBe(201);
    const preview = await asAdmin('/rounds/1/promotion?count=1');
    expect(preview.body).toMatchObject({ total: 0, pendingEntries: 1, advancing: [] });
    expect((await asAdmin('/rounds/1')).body).toMatchObject({ pendingEntries: 1, verifiedEntries: 0 });

    const refused = await asAdmin('/rounds/1/close', { body: { count: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'close_not_acknowledged',
      message:
        'Closing Round 1 (Open Submissions) now would leave 1 entry still pending verification out for good and send nobody through to Round 2: acknowledge this to close it anyway',
      details: { pendingEntries: 1, advancing: 0, required: ['acknowledgePendingEntries', 'acknowledgeNobodyThrough'] },
    });
    const halfway = await asAdmin('/rounds/1/close', { body: { count: 1, acknowledgePendingEntries: true } });
    expect(halfway.status).toBe(409);
    expect(halfway.body.error.message).toBe(
      'Closing Round 1 (Open Submissions) now would send nobody through to Round 2: acknowledge this to close it anyway',
    );
    expect(halfway.body.error.details.required).toEqual(['acknowledgeNobodyThrough']);
    expect(await db.rows(`SELECT round_id FROM round_closures`)).toEqual([]);
    expect(await db.rows(`SELECT 1 FROM rounds WHERE closed_at IS NOT NULL`)).toEqual([]);
    expect(await db.rows(`SELECT 1 FROM notifications WHERE kind LIKE 'round_%'`)).toEqual([]);
  });

  it('closing Round 1 before its end date stops submissions and shows it closed at once', async () => {
    const me = await creator();
    expect((await submit(me.token)).status).toBe(201);
    const before = await rounds();
    expect(before.openRound).toMatchObject({ id: 1, status: 'open' });

    const closed = await asAdmin('/rounds/1/close', {
      body: { count: 1, acknowledgePendingEntries: true, acknowledgeNobodyThrough: true },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: 1, status: 'closed', promoted: 0 }); // nothing verified yet
    const [audit] = await db.rows(`SELECT after FROM console_audit_log WHERE action = 'round.close'`);
    expect(audit.after).toMatchObject({ pendingEntriesLeftOut: 2, promoted: 0 });

    const refused = await submit(me.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('round_closed');
    expect(refused.body.error.message).toMatch(/^Round 1 \(Open Submissions\) closed on /);
    expect(refused.body.error.details.closesAt).toBe(closed.body.closedAt);

    const after = await rounds();
    expect(after.openRound).toBeNull();
    expect(after.submission.open).toBe(false);
    expect(after.rounds.map((round: { status: string }) => round.status)).toEqual([
      'closed',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(after.rounds[0].closedAt).toBe(closed.body.closedAt);

    const list = await asAdmin('/rounds');
    expect(list.body.map((round: { status: string }) => round.status)).toEqual(after.rounds.map((r: any) => r.status));
  });

  it('shows a closed later round as closed, not upcoming', async () => {
    await db.query(`UPDATE rounds SET starts_at = now() - interval '1 hour' WHERE id = 2`);
    expect((await asAdmin('/rounds/2/close', { body: { count: 1, acknowledgeNobodyThrough: true } })).status).toBe(200);
    const after = await rounds();
    expect(after.rounds.map((round: { status: string }) => round.status)).toEqual([
      'closed',
      'closed',
      'upcoming',
      'upcoming',
    ]);
  });

  it('edits the voting settings with the round, and refuses public votes in the jury rounds', async () => {
    const saved = await asAdmin('/rounds/2', {
      method: 'PUT',
      body: { votingEnabled: true, voteOncePer: 'round', voteDailyAllowance: 5, viewsWeightPercent: 60 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      votingEnabled: true,
      voteOncePer: 'round',
      voteDailyAllowance: 5,
      viewsWeightPercent: 60,
    });

    const refused = await asAdmin('/rounds/3', { method: 'PUT', body: { votingEnabled: true, voteDailyAllowance: 5 } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'validation_failed',
      details: { fields: { votingEnabled: ['public votes count only in Rounds 1 and 2'] } },
    });
    const [round3] = await db.rows(`SELECT voting_enabled, vote_daily_allowance FROM rounds WHERE id = 3`);
    expect(round3).toEqual({ voting_enabled: false, vote_daily_allowance: 20 });
    expect((await asAdmin('/rounds/3', { method: 'PUT', body: { votingEnabled: false } })).status).toBe(200);
  });
});
