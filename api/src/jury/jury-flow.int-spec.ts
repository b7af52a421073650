import { AppModule } from '../app.module';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';

type Account = Awaited<ReturnType<typeof consoleAccount>>;

/** Round 2 → promotion → Round 3 jury work → results → Round 3 closed, through the console API. */
describe('rounds, jury assignments, scores and results', () => {
  // A non-default weight, to show the setting is what the results use.
  const env = useTestEnvironment({ ROUND3_VIEWS_WEIGHT_PERCENT: '30' });
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Account;
  let jurors: Account[];
  let entries: SeededEntry[];

  const as = (account: Account, path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}/admin${path}`, { ...init, token: account.token });

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'jury-organiser');
    jurors = [];
    for (const name of ['juror-a', 'juror-b', 'juror-c'])
      jurors.push(await consoleAccount(running.app, running.api, 'jury', name));
    const seeded = await seedEntries(
      db,
      [
        { name: 'Kavya N', state: 'Karnataka', tier: 'micro_influencer', phone: '+919811111111' },
        { name: 'Arjun S', state: 'Bihar', tier: 'nano_influencer', phone: '+919822222222' },
        { name: 'Leela P', state: 'Assam', tier: 'nano_influencer', phone: '+919833333331' },
        { name: 'Farhan Q', state: 'Punjab', tier: 'micro_influencer', phone: '+919833333332' },
        { name: 'Tara D', state: 'Goa', tier: 'nano_influencer', phone: '+919833333333' },
      ],
      [
        // One Round 2 film per promoted creator, as the contest runs it.
        { who: 0, category: 'life', views: 90_000, likes: 10, status: 'verified', round: 2 },
        { who: 1, category: 'action', views: 80_000, likes: 10, status: 'verified', round: 2 },
        { who: 2, category: 'policies', views: 70_000, likes: 30, status: 'verified', round: 2 },
        { who: 3, category: 'life', views: 60_000, likes: 20, status: 'verified', round: 2 },
        { who: 4, category: 'philosophy', views: 60_000, likes: 10, status: 'verified', round: 2 },
        { who: 1, category: 'life', views: 1_000_000, status: 'pending', round: 2 },
        { who: 1, category: 'action', views: 5_000, status: 'verified', round: 1 },
      ],
    );
    entries = seeded.entries;
    // Round 1 is behind us: closed by the organisers (a round closes only after the one before it).
    await db.query(`INSERT INTO round_closures (round_id, method) VALUES (1, '{"ranking":"views"}')`);
    await db.query(`UPDATE rounds SET closed_at = now() WHERE id = 1`);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('previews who goes through and who is cut at the line, ties included, without changing anything', async () => {
    const res = await as(admin, '/rounds/2/promotion?count=4');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      roundId: 2,
      nextRoundId: 3,
      count: 4,
      total: 5,
      method: { ranking: 'blend', viewsWeight: 0.7, votesWeight: 0.3 },
    });
    // Verified round-2 entries only (the pending million-view entry and the round-1 entry are not in it),
    // by views, ties broken by likes.
    expect(res.body.advancing.map((row: { submissionId: string }) => row.submissionId)).toEqual(
      [0, 1, 2, 3].map((i) => entries[i].id),
    );
    expect(res.body.cut.map((row: { submissionId: string }) => row.submissionId)).toEqual([entries[4].id]);
    expect(res.body.tieAtBoundary).toBe(true); // 60,000 views on both sides of the line
    expect(await db.rows(`SELECT 1 FROM round_advancements`)).toEqual([]);
  });

  it('closes the round only against the line the organiser saw, and only once', async () => {
    const moved = await as(admin, '/rounds/2/close', { body: { count: 4, lastAdvancingId: entries[4].id } });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('ranking_changed');

    // The million-view Round 2 film still awaits verification: closing leaves it out, knowingly.
    const closed = await as(admin, '/rounds/2/close', {
      body: { count: 4, lastAdvancingId: entries[3].id, acknowledgePendingEntries: true },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: 2, promoted: 4 });
    const promoted = await db.rows(
      `SELECT submission_id, position FROM round_advancements WHERE round_id = 3 ORDER BY position`,
    );
    expect(promoted).toEqual([0, 1, 2, 3].map((i) => ({ submission_id: entries[i].id, position: i + 1 })));

    const again = await as(admin, '/rounds/2/close', { body: { count: 4 } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('round_already_closed');
    const [audit] = await db.rows(`SELECT after FROM console_audit_log WHERE action = 'round.close'`);
    expect(audit.after).toMatchObject({ advanceCount: 4, promoted: 4, tieAtBoundary: true });
  });

  it('assigns two jurors per Round 3 entry automatically, evenly', async () => {
    const res = await as(admin, '/jury-assignments/auto', { body: { roundId: 3, jurorsPerEntry: 2 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 8, shortfalls: [] });
    const loads = await db.rows(`SELECT juror_id, count(*)::int AS n FROM jury_assignments GROUP BY juror_id`);
    const counts = loads.map((row) => row.n);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    // Running it again changes nothing: every entry already has two jurors.
    expect((await as(admin, '/jury-assignments/auto', { body: { roundId: 3, jurorsPerEntry: 2 } })).body.created).toBe(
      0,
    );
  });

  it('shows a juror only their own assignments and entries, never an unassigned entry', async () => {
    const juror = jurors[0];
    const own = await db.rows(`SELECT submission_id FROM jury_assignments WHERE juror_id = $1`, [juror.id]);
    const list = await as(juror, `/entries?range=[0,49]`);
    expect(list.status).toBe(200);
    expect(list.body.map((row: { id: string }) => row.id).sort()).toEqual(own.map((row) => row.submission_id).sort());
    expect(list.body[0].author).toBeUndefined(); // jurors judge the film, not the person

    const unassigned = entries.find((entry) => !own.some((row) => row.submission_id === entry.id))!;
    const refused = await as(juror, `/entries/${unassigned.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('not_assigned');

    const byAuthor = await as(
      juror,
      `/entries?filter=${encodeURIComponent(JSON.stringify({ stateProvince: 'Bihar' }))}`,
    );
    expect(byAuthor.status).toBe(400);
  });

  it("scores on the rubric, refuses bad marks, and never shows a juror another juror's marks", async () => {
    const entry = entries[0];
    const [first, second] = await db.rows(
      `SELECT id, juror_id FROM jury_assignments WHERE submission_id = $1 ORDER BY juror_id`,
      [entry.id],
    );
    const byId = (id: string) => jurors.find((juror) => juror.id === id)!;
    const firstJuror = byId(first.juror_id);
    const secondJuror = byId(second.juror_id);

    const bad = [
      { assignmentId: first.id, creativity: 11, culturalAuthenticity: 5, technicalExcellence: 5 },
      { assignmentId: first.id, creativity: 5, culturalAuthenticity: 5 },
      { assignmentId: first.id, conflict: true, creativity: 5 },
    ];
    for (const body of bad) expect((await as(firstJuror, '/scores', { body })).status).toBe(400);
    const notMine = await as(secondJuror, '/scores', {
      body: { assignmentId: first.id, creativity: 1, culturalAuthenticity: 1, technicalExcellence: 1 },
    });
    expect(notMine.status).toBe(403);

    const scored = await as(firstJuror, '/scores', {
      body: {
        assignmentId: first.id,
        creativity: 8,
        culturalAuthenticity: 6,
        technicalExcellence: 5,
        comment: 'Moving',
      },
    });
    expect(scored.status).toBe(201);
    expect(scored.body).toMatchObject({ weightedScore: 6.5, conflict: false, comment: 'Moving' });
    expect(
      (await as(firstJuror, '/scores', { body: { assignmentId: first.id, conflict: true } })).body.error.code,
    ).toBe('already_scored');

    // Before and after scoring, the second juror sees none of the first juror's marks.
    const visible = await as(
      secondJuror,
      `/scores?filter=${encodeURIComponent(JSON.stringify({ submissionId: [entry.id] }))}`,
    );
    expect(visible.body).toEqual([]);
    expect((await as(secondJuror, `/scores/${scored.body.id}`)).status).toBe(404);
    const detail = await as(secondJuror, `/entries/${entry.id}`);
    expect(detail.body.scores).toEqual([]);
    expect(detail.body.assignments.map((a: { jurorId: string }) => a.jurorId)).toEqual([secondJuror.id]);

    const changed = await as(firstJuror, `/scores/${scored.body.id}`, {
      method: 'PUT',
      body: { creativity: 10, culturalAuthenticity: 10, technicalExcellence: 10 },
    });
    expect(changed.body.weightedScore).toBe(10);
    const [row] = await db.rows(`SELECT creativity, comment FROM jury_scores WHERE id = $1`, [scored.body.id]);
    expect(row).toEqual({ creativity: 10, comment: null });
  });

  it('replaces a juror who abstains for a conflict, and never gives them that entry again', async () => {
    const entry = entries[1];
    const [assignment] = await db.rows(`SELECT id, juror_id FROM jury_assignments WHERE submission_id = $1 LIMIT 1`, [
      entry.id,
    ]);
    const juror = jurors.find((j) => j.id === assignment.juror_id)!;
    const abstained = await as(juror, '/scores', {
      body: { assignmentId: assignment.id, conflict: true, comment: 'My cousin' },
    });
    expect(abstained.status).toBe(201);
    expect(abstained.body).toMatchObject({ conflict: true, weightedScore: null });

    const topUp = await as(admin, '/jury-assignments/auto', { body: { roundId: 3, jurorsPerEntry: 2 } });
    expect(topUp.body).toEqual({ created: 1, shortfalls: [] });
    const onEntry = await db.rows(`SELECT juror_id FROM jury_assignments WHERE submission_id = $1`, [entry.id]);
    expect(onEntry).toHaveLength(3);

    // Nor by hand, in a later round either.
    const byHand = await as(admin, '/jury-assignments', {
      body: { roundId: 4, submissionId: entry.id, jurorId: juror.id },
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body.error.code).toBe('juror_conflict');
  });

  it('refuses to unassign a juror who has already scored', async () => {
    const [scored] = await db.rows(`SELECT assignment_id FROM jury_scores WHERE NOT conflict LIMIT 1`);
    const res = await as(admin, `/jury-assignments/${scored.assignment_id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('assignment_scored');
  });

  it('computes Round 3 results: 40/30/30 mean over jurors combined with views at the configured weight (30 %)', async () => {
    const marks: Array<[number, number]> = [];
    const pending = await db.rows(
      `SELECT a.id, a.juror_id, a.submission_id FROM jury_assignments a
         LEFT JOIN jury_scores s ON s.assignment_id = a.id WHERE s.id IS NULL AND a.round_id = 3 ORDER BY a.id`,
    );
    for (const [index, assignment] of pending.entries()) {
      const juror = jurors.find((j) => j.id === assignment.juror_id)!;
      const mark = (index % 5) + 4;
      marks.push([index, mark]);
      const res = await as(juror, '/scores', {
        body: { assignmentId: assignment.id, creativity: mark, culturalAuthenticity: mark, technicalExcellence: mark },
      });
      expect(res.status).toBe(201);
    }

    const res = await as(
      admin,
      `/results?filter=${encodeURIComponent(JSON.stringify({ roundId: 3 }))}&sort=["rank","ASC"]`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('results 0-3/4');
    const expected = await db.rows(
      `SELECT a.submission_id, avg(s.creativity * 0.4 + s.cultural_authenticity * 0.3 + s.technical_excellence * 0.3)::float8 AS jury,
              (SELECT views::float8 FROM submission_metrics m WHERE m.submission_id = a.submission_id) AS views
         FROM jury_assignments a JOIN jury_scores s ON s.assignment_id = a.id
        WHERE a.round_id = 3 AND NOT s.conflict GROUP BY a.submission_id`,
    );
    const maxViews = Math.max(...expected.map((row) => row.views));
    for (const row of expected) {
      const result = res.body.find((item: { id: string }) => item.id === row.submission_id);
      expect(result.juryScore).toBeCloseTo(row.jury, 3);
      expect(result.finalScore).toBeCloseTo(0.3 * ((10 * row.views) / maxViews) + 0.7 * row.jury, 3);
    }
    const finals = res.body.map((item: { finalScore: number }) => item.finalScore);
    expect(finals).toEqual([...finals].sort((a, b) => b - a));

    const normalised = await as(
      admin,
      `/results?filter=${encodeURIComponent(JSON.stringify({ roundId: 3, normalised: true }))}`,
    );
    expect(
      normalised.body.every((item: { juryScoreNormalised: number | null }) => item.juryScoreNormalised !== null),
    ).toBe(true);
  });

  it('closes Round 3 into the final on the combined score and freezes the jury', async () => {
    const preview = await as(admin, '/rounds/3/promotion?count=2');
    expect(preview.body.method).toEqual({ ranking: 'combined', normalised: false, viewsWeight: 0.3 });
    const results = await as(admin, `/results?filter=${encodeURIComponent(JSON.stringify({ roundId: 3 }))}`);
    expect(preview.body.advancing.map((row: { submissionId: string }) => row.submissionId)).toEqual(
      results.body.slice(0, 2).map((row: { id: string }) => row.id),
    );
    const lastIn = preview.body.advancing[1].submissionId;
    expect((await as(admin, '/rounds/3/close', { body: { count: 2, lastAdvancingId: lastIn } })).status).toBe(200);
    expect(await db.rows(`SELECT count(*)::int AS n FROM round_advancements WHERE round_id = 4`)).toEqual([{ n: 2 }]);

    const [score] = await db.rows(
      `SELECT s.id, a.juror_id FROM jury_scores s JOIN jury_assignments a ON a.id = s.assignment_id
        WHERE a.round_id = 3 AND NOT s.conflict LIMIT 1`,
    );
    const juror = jurors.find((j) => j.id === score.juror_id)!;
    const late = await as(juror, `/scores/${score.id}`, {
      method: 'PUT',
      body: { creativity: 0, culturalAuthenticity: 0, technicalExcellence: 0 },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('jury_work_final');

    const finalRound = await as(admin, '/rounds/4/close', { body: { count: 2 } });
    expect(finalRound.status).toBe(400); // the final promotes nobody
  });

  it("lets a juror score a finalist in Round 4 beside their final Round 3 score, and closes Round 3's gaps", async () => {
    // A finalist this juror scored in Round 3, assigned to them again for the final.
    const [earlier] = await db.rows(
      `SELECT a.submission_id, a.juror_id, a.id AS assignment_id FROM jury_scores s
         JOIN jury_assignments a ON a.id = s.assignment_id
         JOIN round_advancements adv ON adv.submission_id = a.submission_id AND adv.round_id = 4
        WHERE a.round_id = 3 AND NOT s.conflict LIMIT 1`,
    );
    const juror = jurors.find((j) => j.id === earlier.juror_id)!;
    const assigned = await as(admin, '/jury-assignments', {
      body: { roundId: 4, submissionId: earlier.submission_id, jurorId: juror.id },
    });
    expect(assigned.status).toBe(201);

    const detail = await as(juror, `/entries/${earlier.submission_id}`);
    expect(
      detail.body.assignments.map((row: { roundId: number; roundClosed: boolean; state: string }) => [
        row.roundId,
        row.roundClosed,
        row.state,
      ]),
    ).toEqual([
      [3, true, 'scored'],
      [4, false, 'to_score'],
    ]);
    const scored = await as(juror, '/scores', {
      body: { assignmentId: assigned.body.id, creativity: 9, culturalAuthenticity: 8, technicalExcellence: 7 },
    });
    expect(scored.status).toBe(201);
    expect(scored.body).toMatchObject({ roundId: 4, submissionId: earlier.submission_id, weightedScore: 8.1 });

    // An assignment left unscored when Round 3 closed is final, not "to score": in the list and the progress.
    const [missed] = await db.rows(
      `INSERT INTO jury_assignments (round_id, submission_id, juror_id) VALUES (3, $1, $2) RETURNING id`,
      [entries[5].id, jurors[0].id],
    );
    const filter = (state: string) => encodeURIComponent(JSON.stringify({ roundId: 3, state }));
    expect((await as(jurors[0], `/jury-assignments?filter=${filter('to_score')}`)).body).toEqual([]);
    expect((await as(jurors[0], `/jury-assignments?filter=${filter('not_scored')}`)).body).toEqual([
      expect.objectContaining({ id: missed.id, roundClosed: true, state: 'not_scored' }),
    ]);
    expect((await as(admin, '/jury-assignments/progress?roundId=3')).body.totals.toScore).toBe(0);
  });

  it('records every write in the audit log with who did it', async () => {
    const rows = await db.rows(`SELECT actor_email, action FROM console_audit_log ORDER BY id`);
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['round.close', 'assignment.auto', 'score.submit', 'score.abstain', 'score.update']) {
      expect(actions).toContain(action);
    }
    const scorers = rows.filter((row) => row.action.startsWith('score.')).map((row) => row.actor_email);
    expect(new Set(scorers)).toEqual(new Set(jurors.map((juror) => juror.email)));
  });
});
