import { AppModule } from '../../app.module';
import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import {
  consoleAccount,
  database,
  seedEntries,
  SeededEntry,
  TestDatabase,
} from '../../../test/harness/console-fixtures';

type Account = Awaited<ReturnType<typeof consoleAccount>>;

/** What reveals who made a film or how popular it is: never in a juror's answers. */
const WITHHELD = ['author', 'participantId', 'creatorCategory', 'stateProvince', 'igUsername', 'votes', 'anomalies'];

/** A juror judges blind, through the real HTTP stack: the film, not its author nor its popularity. */
describe('blind judging: what a juror can read, sort and filter by', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Account;
  let juror: Account;
  // [0] judged in Round 3 only, [1] in Round 4 only, [2] in both.
  let entries: SeededEntry[];

  const as = (account: Account, path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}/admin${path}`, { ...init, token: account.token });
  const list = (account: Account, params: { sort?: unknown; filter?: unknown }) => {
    const query = Object.entries(params).map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`);
    return as(account, `/entries?${query.join('&')}`);
  };
  const showFigures = (roundId: number, shown: boolean) =>
    as(admin, `/jury-settings/${roundId}`, { method: 'PUT', body: { showMetricsToJury: shown } });

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'blind-organiser');
    juror = await consoleAccount(running.app, running.api, 'jury', 'blind-juror');
    ({ entries } = await seedEntries(
      db,
      [
        { name: 'Meera K', state: 'Kerala', tier: 'micro_influencer', phone: '+919866666601' },
        { name: 'Rohan D', state: 'Goa', tier: 'nano_influencer', phone: '+919866666602' },
        { name: 'Isha P', state: 'Assam', tier: 'nano_influencer', phone: '+919866666603' },
      ],
      [
        { who: 0, category: 'life', views: 9_000, likes: 90, status: 'verified', round: 3 },
        { who: 1, category: 'action', views: 8_000, likes: 80, status: 'verified', round: 3 },
        { who: 2, category: 'life', views: 7_000, likes: 70, status: 'verified', round: 3 },
      ],
    ));
    for (const [index, entry] of entries.entries()) {
      await db.query(`UPDATE submissions SET ig_username = $2 WHERE id = $1`, [entry.id, `blind_handle_${index}`]);
      await db.query(`INSERT INTO submission_votes (submission_id, round_id, votes) VALUES ($1, 1, $2)`, [
        entry.id,
        100 + index,
      ]);
      const [cycle] = await db.rows(
        `INSERT INTO metric_refresh_cycles (provider, status, finished_at) VALUES ('simulated', 'completed', now()) RETURNING id`,
      );
      await db.query(
        `INSERT INTO metric_samples (submission_id, cycle_id, sampled_at, views, likes, source)
         VALUES ($1, $2, now(), $3, 1, 'simulated')`,
        [entry.id, cycle.id, entry.views],
      );
      await db.query(
        `INSERT INTO metric_anomalies (submission_id, cycle_id, source, previous_views, views, previous_sampled_at, sampled_at)
         VALUES ($1, $2, 'simulated', 10, $3, now() - interval '1 hour', now())`,
        [entry.id, cycle.id, entry.views],
      );
    }
    const assign = (roundId: number, entry: SeededEntry) =>
      db.query(`INSERT INTO jury_assignments (round_id, submission_id, juror_id) VALUES ($1, $2, $3)`, [
        roundId,
        entry.id,
        juror.id,
      ]);
    await assign(3, entries[0]);
    await assign(4, entries[1]);
    await assign(3, entries[2]);
    await assign(4, entries[2]);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('with figures hidden, answers no figures, votes, flags, name or handle, in the list and the detail', async () => {
    const rows = await as(juror, '/entries');
    expect(rows.status).toBe(200);
    expect(rows.body).toHaveLength(3);
    for (const row of rows.body) {
      expect(row).toMatchObject({ views: null, likes: null, metricsAt: null, metricsHidden: true });
      for (const field of WITHHELD) expect(row).not.toHaveProperty(field);
    }
    for (const entry of entries) {
      const detail = await as(juror, `/entries/${entry.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ views: null, likes: null, metricsHidden: true, metricHistory: [] });
      for (const field of [...WITHHELD, 'anomalyFlags', 'ownership', 'claims', 'history', 'autoCheck', 'rank'])
        expect(detail.body).not.toHaveProperty(field);
      expect(JSON.stringify(detail.body)).not.toContain('blind_handle_');
    }
  });

  it.each([
    ['votes', 'sort_not_allowed'],
    ['igUsername', 'sort_not_allowed'],
    ['anomalies', 'sort_not_allowed'],
    ['views', 'sort_not_allowed'],
    ['author', 'sort_not_allowed'],
  ])('refuses a juror sort=%s with 400 %s naming the field', async (field, code) => {
    const res = await list(juror, { sort: [field, 'DESC'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, details: { field } });
    expect(res.body.error.message).toContain(field);
  });

  it.each([
    [{ q: 'blind_handle_0' }, 'q'],
    [{ flagged: true }, 'flagged'],
    [{ flagged: false }, 'flagged'],
    [{ creatorCategory: 'nano_influencer' }, 'creatorCategory'],
  ])('refuses a juror filter %j with 400 filter_not_allowed naming the field', async (filter, field) => {
    const res = await list(juror, { filter });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'filter_not_allowed', details: { field } });
  });

  it('shown per round: views and likes come back only where every round the juror judges the entry in shows them; identity, votes and flags never', async () => {
    expect((await showFigures(3, true)).status).toBe(200);
    try {
      const rows = await as(juror, '/entries');
      const byId = new Map<string, Record<string, unknown>>(rows.body.map((row: { id: string }) => [row.id, row]));
      expect(byId.get(entries[0].id)).toMatchObject({ views: 9_000, likes: 90 });
      expect(byId.get(entries[0].id)).not.toHaveProperty('metricsHidden');
      // Round 4 hides them: the entry judged there, and the one judged in both rounds, stay hidden.
      expect(byId.get(entries[1].id)).toMatchObject({ views: null, likes: null, metricsHidden: true });
      expect(byId.get(entries[2].id)).toMatchObject({ views: null, likes: null, metricsHidden: true });
      for (const row of rows.body) for (const field of WITHHELD) expect(row).not.toHaveProperty(field);

      const shown = await as(juror, `/entries/${entries[0].id}`);
      expect(shown.body).toMatchObject({ views: 9_000, likes: 90 });
      expect(shown.body.metricHistory).toHaveLength(1);
      for (const field of [...WITHHELD, 'anomalyFlags']) expect(shown.body).not.toHaveProperty(field);
      expect((await list(juror, { sort: ['votes', 'DESC'] })).body.error.code).toBe('sort_not_allowed');
      expect((await list(juror, { filter: { flagged: true } })).body.error.code).toBe('filter_not_allowed');
    } finally {
      await showFigures(3, false);
    }
  });

  it('organisers still see, sort and filter by everything', async () => {
    const sorted = await list(admin, { sort: ['votes', 'DESC'], filter: { id: entries.map((entry) => entry.id) } });
    expect(sorted.status).toBe(200);
    expect(sorted.body.map((row: { votes: number }) => row.votes)).toEqual([102, 101, 100]);
    expect(sorted.body[0]).toMatchObject({
      igUsername: 'blind_handle_2',
      author: 'Isha P',
      anomalies: 1,
      views: 7_000,
    });
    const found = await list(admin, { filter: { q: 'blind_handle_0' } });
    expect(found.body.map((row: { id: string }) => row.id)).toEqual([entries[0].id]);
    const flagged = await list(admin, { filter: { flagged: true } });
    expect(flagged.body).toHaveLength(3);
    const detail = await as(admin, `/entries/${entries[0].id}`);
    expect(detail.body).toMatchObject({ votes: 100, views: 9_000, author: 'Meera K' });
    expect(detail.body.anomalyFlags).toHaveLength(1);
  });
});
