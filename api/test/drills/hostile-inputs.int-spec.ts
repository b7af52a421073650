import { call, RunningApp, startApp } from '../harness/http';
import { TEST_JWT_SECRET, useTestEnvironment } from '../harness/test-environment';
import { AccessTokenService } from '../../src/auth/access-token.service';
import { consoleAccount, database, seedEntries, TestDatabase } from '../harness/console-fixtures';
import { Caller, hostileCorpus, SQL_INJECTIONS } from './support/hostile-corpus';
import { rawRequest, RawResponse } from './support/raw-http';

/** Tables whose rows record refused attempts by design (every console sign-in attempt is kept and counted). */
const ATTEMPT_LOGS = new Set(['console_login_attempts']);

/** A fingerprint of every row of every table, to prove that refused requests stored nothing, not even half. */
async function fingerprint(db: TestDatabase): Promise<Record<string, string>> {
  const tables = await db.rows<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (ATTEMPT_LOGS.has(name)) continue;
    const [row] = await db.rows(
      `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS f FROM "${name}" t`,
    );
    result[name] = row.f;
  }
  return result;
}

const inErrorShape = (res: RawResponse) =>
  res.json?.error !== undefined &&
  Object.keys(res.json).length === 1 &&
  typeof res.json.error.code === 'string' &&
  /^[a-z_]+$/.test(res.json.error.code) &&
  typeof res.json.error.message === 'string' &&
  'details' in res.json.error;

/**
 * Drill: a corpus of hostile inputs (injection strings in bodies, query parameters and the console's
 * sort/filter/range, wrong types, deep and huge JSON, invalid Unicode, header abuse, oversized and forged
 * tokens) across every public and console route. Each must be refused with a 4xx in the error shape —
 * never a 5xx — and the database must be exactly as before.
 */
describe('drill: hostile inputs on every public and console route', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let port: number;
  let db: TestDatabase;
  const tokens: Record<Caller, string | null> = { none: null, participant: null, admin: null, jury: null };
  let ids: Parameters<typeof hostileCorpus>[0];

  beforeAll(async () => {
    running = await startApp();
    port = Number(new URL(running.api).port);
    db = await database(env.databaseUrl);
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 day',
              accepts_submissions = (id = 1)`,
    );
    const admin = await consoleAccount(running.app, running.api, 'admin', 'hostile-admin');
    const juror = await consoleAccount(running.app, running.api, 'jury', 'hostile-juror');
    const { participants, entries } = await seedEntries(
      db,
      [
        { name: 'Asha Rao', state: 'Kerala', tier: 'micro_influencer', phone: '+919833333333' },
        { name: 'Ravi Kumar', state: 'Bihar', tier: 'nano_influencer', phone: '+919844444444' },
      ],
      [
        { who: 0, category: 'life', views: 1200, likes: 10, status: 'pending' },
        { who: 1, category: 'action', views: 900, likes: 5, status: 'verified', round: 3 },
      ],
    );
    tokens.participant = await running.app
      .get(AccessTokenService)
      .sign({ id: participants[0], name: 'Asha Rao', profileComplete: true });
    tokens.admin = admin.token;
    tokens.jury = juror.token;
    const assignment = await call(`${running.api}/admin/jury-assignments`, {
      token: admin.token,
      body: { roundId: 3, submissionId: entries[1].id, jurorId: juror.id },
    });
    expect(assignment.status).toBe(201);
    const score = await call(`${running.api}/admin/scores`, {
      token: juror.token,
      body: { assignmentId: assignment.body.id, creativity: 7, culturalAuthenticity: 6, technicalExcellence: 8 },
    });
    expect(score.status).toBe(201);
    ids = {
      entryId: entries[0].id,
      participantId: participants[0],
      accountId: juror.id,
      assignmentId: assignment.body.id,
      scoreId: score.body.id,
    };
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await running?.close();
  });

  it('refuses every case of the corpus with a 4xx in the error shape and stores nothing', async () => {
    const corpus = hostileCorpus(ids, TEST_JWT_SECRET);
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const before = await fingerprint(db);

    const failures: string[] = [];
    const queue = [...corpus];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const token = tokens[next.caller];
        const headers = token
          ? [['Authorization', `Bearer ${token}`] as [string, string], ...(next.request.headers ?? [])]
          : next.request.headers;
        const res = await rawRequest(port, { ...next.request, headers }).catch((error: Error) => ({
          status: 0,
          text: error.message,
          json: undefined,
          headers: {},
        }));
        if (res.status < 400 || res.status >= 500 || !inErrorShape(res)) {
          failures.push(`${next.name} -> ${res.status} ${res.text.slice(0, 160)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));

    expect(failures).toEqual([]);
    expect(await fingerprint(db)).toEqual(before);
  }, 180_000);

  it('treats injection text where free text is allowed as plain text: no rows leak, nothing changes', async () => {
    const before = await fingerprint(db);
    const admin = tokens.admin!;
    for (const text of SQL_INJECTIONS) {
      const filter = encodeURIComponent(JSON.stringify({ q: text }));
      for (const list of ['participants', 'entries', 'accounts', 'login-attempts']) {
        const res = await call(`${running.api}/admin/${list}?filter=${filter}`, { token: admin });
        expect(res.status).toBe(200);
        expect(res.body).toEqual([]);
        expect(res.headers.get('content-range')).toMatch(/\/0$/);
      }
      const audit = await call(
        `${running.api}/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: text }))}`,
        { token: admin },
      );
      expect(audit.body).toEqual([]);
      // The board's state is a closed list, so injection text never reaches SQL there: it is refused.
      const board = await call(`${running.api}/leaderboard?state=${encodeURIComponent(text.slice(0, 64))}`);
      expect(board.status).toBe(400);
      expect(Object.keys(board.body.error.details.fields)).toEqual(['state']);
      const login = await call(`${running.api}/admin/auth/login`, { body: { email: text, password: text } });
      expect([400, 401]).toContain(login.status);
      expect(login.body.error.code).toEqual(expect.any(String));
    }
    // The provider's return is a browser redirect: an injected state sends the visitor back with an error.
    const callback = await rawRequest(port, {
      method: 'GET',
      target: `/api/v1/auth/google/callback?code=x&state=${encodeURIComponent(SQL_INJECTIONS[1])}`,
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toMatch(/#error=/);
    expect(await fingerprint(db)).toEqual(before);
  });
});
