import { randomBytes } from 'node:crypto';
import { AppModule } from '../app.module';
import { AccessTokenService } from '../auth/access-token.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';
import { entryRequest } from '../../test/harness/entry-request';

const reel = () => `https://www.instagram.com/reel/${randomBytes(8).toString('base64url').slice(0, 11)}/`;

const PEOPLE = [
  { name: 'Asha Rao', state: 'Kerala', tier: 'nano_influencer', phone: '+919700000001' },
  { name: 'Ravi Menon', state: 'Gujarat', tier: 'micro_influencer', phone: '+919700000002' },
  { name: 'Meera Iyer', state: 'Kerala', tier: 'nano_influencer', phone: '+919700000003' },
  { name: 'Dev Pending', state: 'Goa', tier: 'nano_influencer', phone: '+919700000004' },
];
const [ASHA, RAVI, MEERA, DEV] = [0, 1, 2, 3];

/**
 * Round 1 → Top N creators → Round 2 films by promoted creators only, and undoing a close, through the
 * console and public HTTP routes.
 */
describe('Round 2 as the contest defines it, and reopening a round', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let token: string;
  let entries: SeededEntry[];
  let participants: string[];

  const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}/admin${path}`, { ...init, token });
  const submitAs = async (who: number) => {
    const participantToken = await running.app
      .get(AccessTokenService)
      .sign({ id: participants[who], name: PEOPLE[who].name, profileComplete: true });
    return call(`${running.api}/submissions`, {
      token: participantToken,
      body: entryRequest(reel()),
    });
  };
  const advancedInto = async (round: number) =>
    (await db.rows(`SELECT submission_id FROM round_advancements WHERE round_id = $1 ORDER BY position`, [round])).map(
      (row) => row.submission_id,
    );

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    token = (await consoleAccount(running.app, running.api, 'admin', 'round-two-admin')).token;
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '20 days' + (id - 1) * interval '30 days',
              ends_at = now() + interval '10 days' + (id - 1) * interval '30 days', accepts_submissions = (id = 1)`,
    );
    ({ entries, participants } = await seedEntries(db, PEOPLE, [
      { who: ASHA, category: 'life', views: 9_000, status: 'verified' },
      { who: ASHA, category: 'action', views: 8_000, status: 'verified' },
      { who: ASHA, category: 'policies', views: 7_000, status: 'verified' },
      { who: RAVI, category: 'life', views: 5_000, status: 'verified' },
      { who: MEERA, category: 'life', views: 3_000, status: 'verified' },
      { who: DEV, category: 'life', views: 100_000 }, // pending: not in the ranking
    ]));
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('previews the Top N creators: one place per creator, with their best verified film', async () => {
    const res = await asAdmin('/rounds/1/promotion?count=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, total: 3 });
    expect(res.body.advancing.map((row: { submissionId: string }) => row.submissionId)).toEqual([
      entries[0].id,
      entries[3].id,
    ]);
    expect(res.body.cut.map((row: { submissionId: string }) => row.submissionId)).toEqual([entries[4].id]);
  });

  it('closes Round 1 promoting creators, and reopens it while Round 2 has not started, undoing the promotions', async () => {
    // Dev's film still awaits verification: closing leaves it out, knowingly.
    const closed = await asAdmin('/rounds/1/close', {
      body: { count: 2, lastAdvancingId: entries[3].id, acknowledgePendingEntries: true },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', promoted: 2 });
    expect(await advancedInto(2)).toEqual([entries[0].id, entries[3].id]);

    const blank = await asAdmin('/rounds/1/reopen', { body: { reason: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.details.fields.reason).toBeDefined();

    const reopened = await asAdmin('/rounds/1/reopen', { body: { reason: 'Closed a week early by mistake' } });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'open', closedAt: null, promoted: null });
    expect(await advancedInto(2)).toEqual([]);
    expect(await db.rows(`SELECT 1 FROM round_closures`)).toEqual([]);
    const rules = (await call(`${running.api}/content/rules`)).body;
    expect(rules.openRound).toMatchObject({ id: 1, status: 'open' });
    expect((await submitAs(MEERA)).status).toBe(201);

    const [audit] = await db.rows(`SELECT before, after FROM console_audit_log WHERE action = 'round.reopen'`);
    expect(audit.after).toEqual({ reason: 'Closed a week early by mistake' });
    expect(audit.before).toMatchObject({ advanceCount: 2, promoted: [entries[0].id, entries[3].id] });
    expect(audit.before.closedAt).toBe(closed.body.closedAt);

    const again = await asAdmin('/rounds/1/reopen', { body: { reason: 'twice' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('round_not_closed');
  });

  it('lets only promoted creators submit a Round 2 film, one each', async () => {
    expect((await asAdmin('/rounds/1/close', { body: { count: 2, acknowledgePendingEntries: true } })).status).toBe(
      200,
    );
    const opened = await asAdmin('/rounds/2', {
      method: 'PUT',
      body: { startsAt: new Date(Date.now() - 60_000).toISOString(), acceptsSubmissions: true },
    });
    expect(opened.status).toBe(200);

    const refused = await submitAs(MEERA);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'not_promoted',
      message: 'Only the creators promoted to Round 2 (Top 500 Shortlist) may submit a film in it',
      details: { roundId: 2 },
    });
    expect(
      await db.rows(`SELECT 1 FROM submissions WHERE participant_id = $1 AND round_id = 2`, [participants[MEERA]]),
    ).toEqual([]);

    const film = await submitAs(ASHA);
    expect(film.status).toBe(201);
    expect(film.body.roundId).toBe(2);
    const second = await submitAs(ASHA);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('entry_limit_reached');
    expect((await submitAs(RAVI)).status).toBe(201);

    // Round 2 ranks its new films, not the Round 1 films that carried the promotions.
    await asAdmin(`/entries/${film.body.id}`, { method: 'PUT', body: { status: 'verified' } });
    const preview = await asAdmin('/rounds/2/promotion?count=1');
    expect(preview.body).toMatchObject({ total: 1 });
    expect(preview.body.advancing.map((row: { submissionId: string }) => row.submissionId)).toEqual([film.body.id]);
  });

  it('refuses to reopen Round 1 once Round 2 has started', async () => {
    const res = await asAdmin('/rounds/1/reopen', { body: { reason: 'too late' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('next_round_started');
    expect(res.body.error.message).toMatch(
      /^Round 2 \(Top 500 Shortlist\) started on .+: Round 1 \(Open Submissions\) can no longer be reopened$/,
    );
    expect(await advancedInto(2)).toHaveLength(2);
  });
});

describe('reopening a jury round', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Awaited<ReturnType<typeof consoleAccount>>;

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'jury-round-admin');
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('is refused while jurors are assigned in the next round', async () => {
    const { entries } = await seedEntries(db, PEOPLE.slice(0, 2), [
      { who: 0, category: 'life', views: 9_000, status: 'verified', round: 2 },
      { who: 1, category: 'life', views: 5_000, status: 'verified', round: 2 },
    ]);
    // Rounds 1 and 2 are behind us; both films made it into Round 3, and Round 3 was closed into the final.
    await db.query(
      `INSERT INTO round_closures (round_id, method) VALUES (1, '{"ranking":"views"}'), (2, '{"ranking":"views"}')`,
    );
    await db.query(`UPDATE rounds SET closed_at = now() WHERE id IN (1, 2)`);
    await db.query(
      `INSERT INTO round_advancements (round_id, submission_id, position, score) VALUES (3, $1, 1, 9000), (3, $2, 2, 5000)`,
      [entries[0].id, entries[1].id],
    );
    const close = await call(`${running.api}/admin/rounds/3/close`, { token: admin.token, body: { count: 1 } });
    expect(close.status).toBe(200);
    const juror = await consoleAccount(running.app, running.api, 'jury', 'final-juror');
    const [finalist] = await db.rows(`SELECT submission_id FROM round_advancements WHERE round_id = 4`);
    await db.query(`INSERT INTO jury_assignments (round_id, submission_id, juror_id) VALUES (4, $1, $2)`, [
      finalist.submission_id,
      juror.id,
    ]);

    const res = await call(`${running.api}/admin/rounds/3/reopen`, { token: admin.token, body: { reason: 'recount' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('next_round_in_progress');
    expect(await db.rows(`SELECT 1 FROM round_closures WHERE round_id = 3`)).toHaveLength(1);
    expect(await db.rows(`SELECT 1 FROM round_advancements WHERE round_id = 4`)).toHaveLength(1);
  });
});
