import { DataProvider, fetchUtils, HttpError } from 'ra-core';
import { AppModule } from '../app.module';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';

type Account = Awaited<ReturnType<typeof consoleAccount>>;
type SimpleRestProvider = (apiUrl: string, httpClient?: typeof fetchUtils.fetchJson) => DataProvider;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const simpleRestProvider: SimpleRestProvider = require('ra-data-simple-rest');

/** Conflicts of interest recorded in advance, and each juror's progress, through the console's own client. */
describe('jury oversight: recorded conflicts of interest and per-juror progress', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Account;
  let jurors: Account[];
  let participants: string[];
  let entries: SeededEntry[];
  let provider: DataProvider;

  const as = (account: Account, path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}/admin${path}`, { ...init, token: account.token });

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'oversight-organiser');
    jurors = [];
    for (const name of ['cousin-juror', 'neutral-juror', 'idle-juror'])
      jurors.push(await consoleAccount(running.app, running.api, 'jury', name));
    ({ participants, entries } = await seedEntries(
      db,
      [
        { name: 'Kavya N', state: 'Karnataka', tier: 'micro_influencer', phone: '+919855555501' },
        { name: 'Arjun S', state: 'Bihar', tier: 'nano_influencer', phone: '+919855555502' },
      ],
      [
        { who: 0, category: 'life', views: 900, status: 'verified', round: 3 },
        { who: 0, category: 'action', views: 800, status: 'verified', round: 3 },
        { who: 1, category: 'life', views: 700, status: 'verified', round: 3 },
        { who: 1, category: 'policies', views: 600, status: 'verified', round: 3 },
      ],
    ));
    provider = simpleRestProvider(`${running.api}/admin`, (url, options = {}) => {
      const headers = new Headers(options.headers as ConstructorParameters<typeof Headers>[0]);
      headers.set('Authorization', `Bearer ${admin.token}`);
      return fetchUtils.fetchJson(url, { ...options, headers });
    });
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('records a conflict, lists it, and refuses duplicates, non-jurors and unknown participants', async () => {
    const { data } = await provider.create('jury-conflicts', {
      data: { jurorId: jurors[0].id, participantId: participants[0], reason: '  Cousin  ' },
    });
    expect(data).toMatchObject({
      jurorId: jurors[0].id,
      jurorEmail: jurors[0].email,
      participantId: participants[0],
      participantName: 'Kavya N',
      reason: 'Cousin',
    });
    const listed = await provider.getList('jury-conflicts', {
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
      filter: { jurorId: jurors[0].id },
    });
    expect(listed.data.map((row) => row.id)).toEqual([data.id]);
    expect((await provider.getMany('jury-conflicts', { ids: [data.id] })).data).toHaveLength(1);

    const again = await provider
      .create('jury-conflicts', { data: { jurorId: jurors[0].id, participantId: participants[0] } })
      .catch((error: HttpError) => error);
    expect((again as HttpError).status).toBe(409);
    expect((again as HttpError).body.error.code).toBe('conflict_exists');

    const wrong = await as(admin, '/jury-conflicts', { body: { jurorId: admin.id, participantId: jurors[1].id } });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.error.details.fields).sort()).toEqual(['jurorId', 'participantId']);
    expect(await db.rows(`SELECT count(*)::int AS count FROM jury_conflicts`)).toEqual([{ count: 1 }]);
    expect((await as(jurors[0], '/jury-conflicts')).status).toBe(403);
    const [audit] = await db.rows(`SELECT actor_id, after FROM console_audit_log WHERE action = 'conflict.create'`);
    expect(audit).toEqual({
      actor_id: admin.id,
      after: { jurorId: jurors[0].id, participantId: participants[0], reason: 'Cousin' },
    });
  });

  it('never assigns a juror the entries of a participant they have a recorded conflict with', async () => {
    const byHand = await as(admin, '/jury-assignments', {
      body: { roundId: 3, submissionId: entries[1].id, jurorId: jurors[0].id },
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body.error).toMatchObject({
      code: 'juror_conflict',
      message: "This juror has a recorded conflict of interest with this entry's author",
    });

    const auto = await as(admin, '/jury-assignments/auto', {
      body: { roundId: 3, jurorsPerEntry: 2, jurorIds: [jurors[0].id, jurors[1].id] },
    });
    expect(auto.status).toBe(200);
    const assigned = await db.rows(
      `SELECT a.juror_id, s.participant_id FROM jury_assignments a JOIN submissions s ON s.id = a.submission_id`,
    );
    expect(assigned.filter((row) => row.juror_id === jurors[0].id && row.participant_id === participants[0])).toEqual(
      [],
    );
    // Kavya's two entries can get only the neutral juror: one short each.
    expect(auto.body.shortfalls).toEqual(
      expect.arrayContaining([
        { submissionId: entries[0].id, missing: 1 },
        { submissionId: entries[1].id, missing: 1 },
      ]),
    );
    expect(assigned).toHaveLength(6); // Kavya's two entries × 1, Arjun's two × 2

    // A conflict cannot be recorded while the juror holds that participant's entries.
    const late = await as(admin, '/jury-conflicts', {
      body: { jurorId: jurors[1].id, participantId: participants[1] },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('juror_already_assigned');
    expect(late.body.error.message).toMatch(/already assigned 2 of this participant's entries: unassign them first/);
  });

  it("shows each juror's assigned, scored, abstained and still-to-score counts", async () => {
    const mine = await as(jurors[1], '/jury-assignments');
    const [first, second] = mine.body;
    expect(
      (
        await as(jurors[1], '/scores', {
          body: { assignmentId: first.id, creativity: 5, culturalAuthenticity: 5, technicalExcellence: 5 },
        })
      ).status,
    ).toBe(201);
    expect((await as(jurors[1], '/scores', { body: { assignmentId: second.id, conflict: true } })).status).toBe(201);

    const progress = await as(admin, '/jury-assignments/progress?roundId=3');
    expect(progress.status).toBe(200);
    expect(progress.body).toEqual({
      roundId: 3,
      totals: { assigned: 6, scored: 1, abstained: 1, toScore: 4 },
      // Most work left first; every active juror, the idle one too.
      jurors: [
        expect.objectContaining({ jurorEmail: jurors[0].email, assigned: 2, scored: 0, abstained: 0, toScore: 2 }),
        expect.objectContaining({ jurorEmail: jurors[1].email, assigned: 4, scored: 1, abstained: 1, toScore: 2 }),
        expect.objectContaining({ jurorEmail: jurors[2].email, assigned: 0, scored: 0, abstained: 0, toScore: 0 }),
      ],
    });
    expect((await as(admin, '/jury-assignments/progress?roundId=4')).body.totals).toEqual({
      assigned: 0,
      scored: 0,
      abstained: 0,
      toScore: 0,
    });
    expect((await as(admin, '/jury-assignments/progress?roundId=2')).status).toBe(400);
    expect((await as(jurors[1], '/jury-assignments/progress')).status).toBe(403);
  });

  it("hides views and likes from jurors unless the round's organisers show them, in the API itself", async () => {
    const juror = jurors[1];
    const hidden = await as(juror, '/entries');
    expect(hidden.body.length).toBeGreaterThan(0);
    for (const row of hidden.body) expect(row).toMatchObject({ views: null, likes: null, metricsHidden: true });
    const detail = await as(juror, `/entries/${hidden.body[0].id}`);
    expect(detail.body).toMatchObject({ views: null, likes: null, metricsHidden: true });
    // Sorting by the figures would give them away.
    const sorted = await as(juror, `/entries?sort=${encodeURIComponent('["views","DESC"]')}`);
    expect(sorted.status).toBe(400);
    // Organisers always see them.
    expect((await as(admin, `/entries/${hidden.body[0].id}`)).body.views).not.toBeNull();

    expect((await as(juror, '/jury-settings/3', { method: 'PUT', body: { showMetricsToJury: true } })).status).toBe(
      403,
    );
    expect((await as(admin, '/jury-settings/2', { method: 'PUT', body: { showMetricsToJury: true } })).status).toBe(
      404,
    );
    const { data } = await provider.update('jury-settings', {
      id: 3,
      data: { showMetricsToJury: true },
      previousData: { id: 3 },
    });
    expect(data).toMatchObject({ id: 3, showMetricsToJury: true });
    const shown = await as(juror, '/entries');
    const views = new Map(entries.map((entry) => [entry.id, entry.views]));
    for (const row of shown.body) {
      expect(row.metricsHidden).toBeUndefined();
      expect(row.views).toBe(views.get(row.id));
    }
    const settings = await provider.getList('jury-settings', {
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(settings.data.map((row) => [row.id, row.showMetricsToJury])).toEqual([
      [4, false],
      [3, true],
    ]);
    await provider.update('jury-settings', { id: 3, data: { showMetricsToJury: false }, previousData: data });
    expect(
      (
        await db.rows(`SELECT before, after FROM console_audit_log WHERE action = 'jury-settings.update' ORDER BY id`)
      ).map((row) => [row.before.showMetricsToJury, row.after.showMetricsToJury]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('removes a recorded conflict, after which the juror can be assigned again', async () => {
    const [conflict] = await db.rows(`SELECT id FROM jury_conflicts`);
    await provider.delete('jury-conflicts', { id: conflict.id });
    const byHand = await as(admin, '/jury-assignments', {
      body: { roundId: 3, submissionId: entries[1].id, jurorId: jurors[0].id },
    });
    expect(byHand.status).toBe(201);
    expect(await db.rows(`SELECT action FROM console_audit_log WHERE resource = 'jury-conflicts' ORDER BY id`)).toEqual(
      [{ action: 'conflict.create' }, { action: 'conflict.delete' }],
    );
  });
});
