import { DataProvider, HttpError } from 'ra-core';
import { AppModule } from '../app.module';
import { DataSource } from 'typeorm';
import { AccessTokenService } from '../auth/access-token.service';
import { SessionService } from '../auth/session.service';
import { ProfileService } from '../profile/profile.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleDataProvider } from '../../test/harness/console-client';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';

const PEOPLE = [
  { name: 'Asha Rao', state: 'Kerala', tier: 'nano_influencer', phone: '+919800000001' },
  { name: 'Ravi Menon', state: 'Gujarat', tier: 'micro_influencer', phone: '+919800000002' },
  { name: 'Meera Iyer', state: 'Kerala', tier: 'nano_influencer', phone: '+919800000003' },
];

const ENTRIES = [
  { who: 0, category: 'life', views: 1200 },
  { who: 0, category: 'action', views: 50 },
  { who: 1, category: 'life', views: 9000 },
  { who: 1, category: 'policies', views: null },
  { who: 2, category: 'philosophy', views: 300 },
  { who: 2, category: 'life', views: 7000 },
  { who: 2, category: 'action', views: 20 },
  { who: 0, category: 'policies', views: 4100, status: 'verified' },
  { who: 1, category: 'life', views: 100, status: 'rejected' },
  { who: 2, category: 'life', views: 650 },
];

describe('the console API through the ra-data-simple-rest client', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Awaited<ReturnType<typeof consoleAccount>>;
  let provider: DataProvider;
  let seeded: { participants: string[]; entries: SeededEntry[] };

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'organiser');
    provider = consoleDataProvider(running.api, admin.token);
    seeded = await seedEntries(db, PEOPLE, ENTRIES);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('getList: sorts, pages and filters exactly as Postgres does', async () => {
    const expected = await db.rows(
      `SELECT s.id FROM submissions s JOIN participants p ON p.id = s.participant_id
        LEFT JOIN submission_metrics m ON m.submission_id = s.id
        WHERE s.status = 'pending' AND p.creator_category = 'nano_influencer'
        ORDER BY m.views DESC NULLS LAST, s.id`,
    );
    const firstPage = await provider.getList('entries', {
      sort: { field: 'views', order: 'DESC' },
      pagination: { page: 1, perPage: 3 },
      filter: { status: 'pending', creatorCategory: 'nano_influencer' },
    });
    expect(firstPage.total).toBe(expected.length);
    expect(firstPage.total).toBe(6);
    expect(firstPage.data.map((row) => row.id)).toEqual(expected.slice(0, 3).map((row) => row.id));
    expect(firstPage.data.map((row) => row.views)).toEqual([7000, 1200, 650]);

    const secondPage = await provider.getList('entries', {
      sort: { field: 'views', order: 'DESC' },
      pagination: { page: 2, perPage: 3 },
      filter: { status: 'pending', creatorCategory: 'nano_influencer' },
    });
    expect(secondPage.data.map((row) => row.id)).toEqual(expected.slice(3, 6).map((row) => row.id));
  });

  it('getList: searches the author, the round and the state, and sorts by every column it shows', async () => {
    const byAuthor = await provider.getList('entries', {
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
      filter: { q: 'meNON' },
    });
    expect(byAuthor.data.map((row) => row.author)).toEqual(['Ravi Menon', 'Ravi Menon', 'Ravi Menon']);

    const kerala = await provider.getList('entries', {
      sort: { field: 'author', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
      filter: { stateProvince: 'Kerala', roundId: 1, category: ['life', 'action'] },
    });
    const [{ count }] = await db.rows(
      `SELECT count(*)::int FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE p.state_province = 'Kerala' AND s.round_id = 1 AND s.category IN ('life', 'action')`,
    );
    expect(kerala.total).toBe(count);
    expect(kerala.data.map((row) => row.author)).toEqual([...kerala.data.map((row) => row.author)].sort());

    for (const field of [
      'createdAt',
      'author',
      'igUsername',
      'category',
      'creatorCategory',
      'stateProvince',
      'roundId',
      'stage',
      'status',
      'statusChangedAt',
      'views',
      'likes',
      'anomalies',
    ]) {
      const page = await provider.getList('entries', {
        sort: { field, order: 'DESC' },
        pagination: { page: 1, perPage: 5 },
        filter: {},
      });
      expect(page.total).toBe(ENTRIES.length);
    }
  });

  it('getList: refuses unknown sort fields and filters with 400 validation_failed, and never runs them as SQL', async () => {
    const attempts = [
      { sort: { field: 'password_hash', order: 'ASC' as const }, filter: {} },
      { sort: { field: 'views; DROP TABLE submissions', order: 'ASC' as const }, filter: {} },
      { sort: { field: 'views', order: 'ASC' as const }, filter: { 'status = status OR 1': 1 } },
      { sort: { field: 'views', order: 'ASC' as const }, filter: { status: 'approved' } },
    ];
    for (const attempt of attempts) {
      const failure = await provider
        .getList('entries', { ...attempt, pagination: { page: 1, perPage: 5 } })
        .catch((error: HttpError) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect((failure as HttpError).status).toBe(400);
      expect((failure as HttpError).body.error.code).toBe('validation_failed');
    }
    // Text in the search box is only ever a value.
    const sneaky = await provider.getList('entries', {
      sort: { field: 'views', order: 'ASC' },
      pagination: { page: 1, perPage: 5 },
      filter: { q: "%' OR 1=1 --" },
    });
    expect(sneaky.total).toBe(0);
    expect((await db.rows(`SELECT count(*)::int AS count FROM submissions`))[0].count).toBe(ENTRIES.length);
  });

  it('getOne: the entry with its status history and participant', async () => {
    const entry = seeded.entries[2];
    const { data } = await provider.getOne('entries', { id: entry.id });
    expect(data).toMatchObject({
      id: entry.id,
      author: 'Ravi Menon',
      creatorCategory: 'micro_influencer',
      stateProvince: 'Gujarat',
      status: 'pending',
      views: 9000,
      participantId: seeded.participants[1],
    });
    expect(data.history).toEqual([]); // seeded rows carry no history; decisions below add some
  });

  it('getMany: exactly the named records', async () => {
    const ids = [seeded.entries[0].id, seeded.entries[4].id, seeded.entries[9].id];
    const { data } = await provider.getMany('entries', { ids });
    expect(data.map((row) => row.id).sort()).toEqual([...ids].sort());
    const people = await provider.getMany('participants', { ids: seeded.participants.slice(0, 2) });
    expect(people.data.map((row) => row.name).sort()).toEqual(['Asha Rao', 'Ravi Menon']);
  });

  it("getManyReference: a participant's entries", async () => {
    const { data, total } = await provider.getManyReference('entries', {
      target: 'participantId',
      id: seeded.participants[2],
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'views', order: 'ASC' },
      filter: {},
    });
    const expected = await db.rows(
      `SELECT s.id FROM submissions s LEFT JOIN submission_metrics m ON m.submission_id = s.id
        WHERE s.participant_id = $1 ORDER BY m.views ASC NULLS LAST, s.id`,
      [seeded.participants[2]],
    );
    expect(total).toBe(4);
    expect(data.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('update: rejects an entry with a reason, recorded with the organiser, which the participant reads', async () => {
    const entry = seeded.entries[1];
    const { data } = await provider.update('entries', {
      id: entry.id,
      data: { status: 'rejected', statusReason: 'The contest hashtags are missing from the caption' },
      previousData: { id: entry.id },
    });
    expect(data).toMatchObject({ id: entry.id, status: 'rejected' });

    const [row] = await db.rows(`SELECT status, status_reason FROM submissions WHERE id = $1`, [entry.id]);
    expect(row).toEqual({ status: 'rejected', status_reason: 'The contest hashtags are missing from the caption' });
    const history = await db.rows(
      `SELECT from_status, to_status, actor_type, actor_id FROM submission_status_changes WHERE submission_id = $1`,
      [entry.id],
    );
    expect(history).toEqual([
      { from_status: 'pending', to_status: 'rejected', actor_type: 'admin', actor_id: admin.id },
    ]);
    const [audit] = await db.rows(
      `SELECT actor_email, action, before, after FROM console_audit_log WHERE resource_id = $1`,
      [entry.id],
    );
    expect(audit).toEqual({
      actor_email: admin.email,
      action: 'entry.reject',
      before: { status: 'pending', statusReason: null },
      after: { status: 'rejected', statusReason: 'The contest hashtags are missing from the caption' },
    });

    const participantToken = await running.app
      .get(AccessTokenService)
      .sign({ id: entry.participantId, name: 'Asha Rao', profileComplete: true });
    const mine = await call(`${running.api}/submissions/mine`, { token: participantToken });
    expect(mine.body.items.find((item: { id: string }) => item.id === entry.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The contest hashtags are missing from the caption',
    });

    const again = await provider
      .update('entries', { id: entry.id, data: { status: 'verified' }, previousData: { id: entry.id } })
      .catch((error: HttpError) => error);
    expect((again as HttpError).status).toBe(409);
    expect((again as HttpError).body.error.code).toBe('invalid_status_transition');
  });

  it('update: refuses a rejection without a reason', async () => {
    const entry = seeded.entries[6];
    const failure = await provider
      .update('entries', {
        id: entry.id,
        data: { status: 'rejected', statusReason: '  ' },
        previousData: { id: entry.id },
      })
      .catch((error: HttpError) => error);
    expect((failure as HttpError).status).toBe(400);
    expect((failure as HttpError).body.error.details.fields.statusReason).toBeDefined();
    expect((await db.rows(`SELECT status FROM submissions WHERE id = $1`, [entry.id]))[0].status).toBe('pending');
  });

  it('updateMany: verifies several entries at once', async () => {
    const ids = [seeded.entries[0].id, seeded.entries[4].id, seeded.entries[5].id];
    const { data } = await provider.updateMany('entries', { ids, data: { status: 'verified' } });
    expect([...(data ?? [])].sort()).toEqual([...ids].sort());
    const rows = await db.rows(`SELECT status FROM submissions WHERE id = ANY($1::uuid[])`, [ids]);
    expect(rows.map((row) => row.status)).toEqual(['verified', 'verified', 'verified']);
  });

  it('create and delete where allowed: a jury assignment', async () => {
    const juror = await consoleAccount(running.app, running.api, 'jury', 'juror-crud');
    const entry = seeded.entries[7]; // verified
    await db.query(
      `INSERT INTO round_advancements (round_id, submission_id, position, score) VALUES (3, $1, 1, 4100)`,
      [entry.id],
    );
    const { data } = await provider.create('jury-assignments', {
      data: { roundId: 3, submissionId: entry.id, jurorId: juror.id },
    });
    expect(data).toMatchObject({ roundId: 3, submissionId: entry.id, jurorId: juror.id, state: 'to_score' });
    expect(await db.rows(`SELECT juror_id, assigned_by FROM jury_assignments WHERE id = $1`, [data.id])).toEqual([
      { juror_id: juror.id, assigned_by: admin.id },
    ]);

    const removed = await provider.delete('jury-assignments', { id: data.id, previousData: data });
    expect(removed.data.id).toBe(data.id);
    expect(await db.rows(`SELECT 1 FROM jury_assignments WHERE id = $1`, [data.id])).toEqual([]);

    // Entries are never deleted from the console (they are rejected or disqualified instead).
    const refused = await provider.delete('entries', { id: entry.id }).catch((error: HttpError) => error);
    expect((refused as HttpError).status).toBe(404);
    expect(await db.rows(`SELECT 1 FROM submissions WHERE id = $1`, [entry.id])).toHaveLength(1);
  });

  it('update: blocks a participant, which ends their sessions, and unblocks them', async () => {
    const participantId = seeded.participants[1];
    const participant = await running.app.get(ProfileService).findById(participantId);
    const session = await running.app
      .get(DataSource)
      .transaction((manager) => running.app.get(SessionService).start(manager, participant!, 'phone'));

    const { data } = await provider.update('participants', {
      id: participantId,
      data: { blocked: true },
      previousData: { id: participantId },
    });
    expect(data).toMatchObject({ id: participantId, blocked: true });
    const [row] = await db.rows(`SELECT blocked_at FROM participants WHERE id = $1`, [participantId]);
    expect(row.blocked_at).not.toBeNull();
    expect(
      await db.rows(`SELECT 1 FROM refresh_tokens WHERE participant_id = $1 AND revoked_at IS NULL`, [participantId]),
    ).toEqual([]);
    const refresh = await call(`${running.api}/auth/token/refresh`, { body: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);

    await provider.update('participants', { id: participantId, data: { blocked: false }, previousData: data });
    expect(
      (await db.rows(`SELECT blocked_at FROM participants WHERE id = $1`, [participantId]))[0].blocked_at,
    ).toBeNull();
    expect(
      (await db.rows(`SELECT action FROM console_audit_log WHERE resource_id = $1 ORDER BY id`, [participantId])).map(
        (r) => r.action,
      ),
    ).toEqual(['participant.block', 'participant.unblock']);
  });

  it("every console list answers react-admin's default sort and getMany, as reference inputs ask", async () => {
    // Arrange a record in every list: a juror assigned to a Round 3 entry, who scores it.
    const juror = await consoleAccount(running.app, running.api, 'jury', 'juror-reference');
    const entry = seeded.entries[7]; // verified
    await db.query(
      `INSERT INTO round_advancements (round_id, submission_id, position, score) VALUES (3, $1, 1, 4100)
       ON CONFLICT DO NOTHING`,
      [entry.id],
    );
    const { data: assignment } = await provider.create('jury-assignments', {
      data: { roundId: 3, submissionId: entry.id, jurorId: juror.id },
    });
    const { data: score } = await consoleDataProvider(running.api, juror.token).create('scores', {
      data: { assignmentId: assignment.id, creativity: 7, culturalAuthenticity: 6, technicalExcellence: 5 },
    });
    // The scores lists name the entry they belong to.
    const [{ shortcode }] = await db.rows(`SELECT shortcode FROM submissions WHERE id = $1`, [entry.id]);
    expect(score).toMatchObject({
      submissionId: entry.id,
      shortcode,
      instagramUrl: expect.stringContaining(shortcode),
    });

    // The juror picker of "Assign by hand" exactly as react-admin's ReferenceInput asks it.
    const picker = await provider.getList('accounts', {
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
      filter: { role: 'jury', disabled: false },
    });
    expect(picker.data.map((row) => row.email)).toContain(juror.email);

    const before = (a: unknown, b: unknown) =>
      typeof a === 'number' || /^\d+$/.test(String(a)) ? BigInt(String(a)) < BigInt(String(b)) : String(a) < String(b);
    const resources: Array<[string, Record<string, unknown>]> = [
      ['entries', {}],
      ['participants', {}],
      ['rounds', {}],
      ['jury-assignments', {}],
      ['scores', {}],
      ['results', { roundId: 3 }],
      ['audit-log', {}],
      ['accounts', {}],
      ['login-attempts', {}],
    ];
    for (const [resource, filter] of resources) {
      for (const order of ['DESC', 'ASC'] as const) {
        const page = await provider.getList(resource, {
          sort: { field: 'id', order },
          pagination: { page: 1, perPage: 25 },
          filter,
        });
        expect({ resource, order, empty: page.data.length === 0 }).toEqual({ resource, order, empty: false });
        const ids = page.data.map((row) => row.id);
        for (let i = 1; i < ids.length; i++) {
          expect({
            resource,
            order,
            sorted: order === 'ASC' ? before(ids[i - 1], ids[i]) : before(ids[i], ids[i - 1]),
          }).toEqual({ resource, order, sorted: true });
        }
      }
      const { data } = await provider.getList(resource, {
        sort: { field: 'id', order: 'DESC' },
        pagination: { page: 1, perPage: 2 },
        filter,
      });
      const wanted = data.map((row) => row.id);
      const many = await provider.getMany(resource, { ids: wanted });
      expect({ resource, ids: many.data.map((row) => String(row.id)).sort() }).toEqual({
        resource,
        ids: wanted.map(String).sort(),
      });
    }
  });

  it('audit log: filters by who did it, by account or by address (the command line has no account)', async () => {
    const byAdmin = await provider.getList('audit-log', {
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 100 },
      filter: { actorId: admin.id },
    });
    const [{ count }] = await db.rows(`SELECT count(*)::int FROM console_audit_log WHERE actor_id = $1`, [admin.id]);
    expect(byAdmin.total).toBe(count);
    expect(count).toBeGreaterThan(0);
    expect(new Set(byAdmin.data.map((row) => row.actorEmail))).toEqual(new Set([admin.email]));

    const byCli = await provider.getList('audit-log', {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
      filter: { actorEmail: 'CLI' },
    });
    const cli = await db.rows(
      `SELECT id::text FROM console_audit_log WHERE actor_email = 'cli' ORDER BY console_audit_log.id`,
    );
    expect(byCli.data.map((row) => String(row.id))).toEqual(cli.map((row) => row.id));
    expect(new Set(byCli.data.map((row) => row.action))).toEqual(new Set(['account.create']));
  });

  it('participants and rounds: list, sort, and edit a round through ContestService', async () => {
    const people = await provider.getList('participants', {
      sort: { field: 'entries', order: 'DESC' },
      pagination: { page: 1, perPage: 2 },
      filter: { stateProvince: 'Kerala' },
    });
    expect(people.total).toBe(2);
    expect(people.data.map((row) => [row.name, row.entries])).toEqual([
      ['Meera Iyer', 4],
      ['Asha Rao', 3],
    ]);

    const rounds = await provider.getList('rounds', {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(rounds.data.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    const { data } = await provider.update('rounds', {
      id: 4,
      data: { startsAt: '2025-12-12T10:00:00+05:30', endsAt: '2025-12-14T18:00:00+05:30' },
      previousData: rounds.data[3],
    });
    expect(data.startsAt).toBe('2025-12-12T04:30:00.000Z');
    const [row] = await db.rows(`SELECT starts_at, ends_at FROM rounds WHERE id = 4`);
    expect(row.starts_at.toISOString()).toBe('2025-12-12T04:30:00.000Z');
    expect(row.ends_at.toISOString()).toBe('2025-12-14T12:30:00.000Z');
  });
});
