import { connect } from 'node:net';
import { AppModule } from '../../app.module';
import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, TestDatabase } from '../../../test/harness/console-fixtures';
import { parseCsv } from '../../../test/harness/csv';
import { EXPORT_BATCH_ROWS } from './exports.read-model';

/** Many more rows than one cursor batch, so the export must page through the cursor. */
const BULK_ENTRIES = EXPORT_BATCH_ROWS * 3 + 17;

describe('CSV exports and the dashboard', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Awaited<ReturnType<typeof consoleAccount>>;

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'exporter');
    await seedEntries(
      db,
      [{ name: '=HYPERLINK("http://x")', state: 'Goa', tier: 'nano_influencer', phone: '+919833333333' }],
      [
        { who: 0, category: 'life', views: 1234, likes: 56, status: 'verified' },
        { who: 0, category: 'action', views: null, status: 'pending' },
      ],
    );
    // Bulk rows straight in SQL (one participant, many entries).
    await db.query(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, hashtags_added, consent, created_at)
       SELECT p.id, 1, 'https://www.instagram.com/reel/bulk' || n || '/', 'bulk' || n, 'policies', true, true,
              now() - make_interval(days => n % 10)
         FROM participants p, generate_series(1, $1) AS n`,
      [BULK_ENTRIES],
    );
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('streams every entry with its metrics as CSV, paging through a cursor', async () => {
    const res = await fetch(`${running.api}/admin/exports/entries.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="entries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(await res.text());
    const [header, ...body] = rows;
    expect(header.slice(0, 4)).toEqual(['id', 'created_at', 'status', 'status_reason']);
    expect(body).toHaveLength(BULK_ENTRIES + 2);
    const verified = body.find((row) => row[header.indexOf('status')] === 'Verified')!;
    expect(verified[header.indexOf('views')]).toBe('1234');
    expect(verified[header.indexOf('likes')]).toBe('56');
    // A participant's text never turns into a spreadsheet formula.
    expect(verified[header.indexOf('author')]).toBe(`'=HYPERLINK("http://x")`);
  });

  it('streams participants with their contact details, admin only, and logs each export', async () => {
    await db.query(`UPDATE participants SET instagram_handle = 'goa.films'`);
    const res = await fetch(`${running.api}/admin/exports/participants.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [header, ...body] = parseCsv(await res.text());
    expect(body).toEqual([expect.arrayContaining(['+919833333333', String(BULK_ENTRIES + 2)])]);
    // The number once, with its +91: no separate country-code cell printing +91 a second time.
    expect(body[0][header.indexOf('phone_number')]).toBe('+919833333333');
    expect(body[0].filter((cell) => cell.startsWith('+91'))).toHaveLength(1);
    expect(body[0][header.indexOf('instagram_handle')]).toBe('goa.films');
    const juror = await consoleAccount(running.app, running.api, 'jury', 'nosy-juror');
    expect((await call(`${running.api}/admin/exports/participants.csv`, { token: juror.token })).status).toBe(403);
    const audit = await db.rows(`SELECT action FROM console_audit_log WHERE resource = 'exports' ORDER BY id`);
    expect(audit.map((row) => row.action)).toEqual(['export.entries', 'export.participants']);
  });

  it('exports the entries the list shows: its filter, server-side, with labels, IST times and a BOM', async () => {
    await db.query(
      `UPDATE submissions SET status = 'rejected', status_reason = 'No hashtags' WHERE shortcode IN ('bulk1', 'bulk2', 'bulk3')`,
    );
    const filter = encodeURIComponent(JSON.stringify({ status: 'rejected' }));
    const list = await fetch(`${running.api}/admin/entries?filter=${filter}&range=[0,0]`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(list.headers.get('content-range')).toMatch(/\/3$/);

    const res = await fetch(`${running.api}/admin/exports/entries.csv?filter=${filter}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // Excel reads UTF-8 only with it
    const [header, ...body] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header[0]).toBe('id');
    expect(body).toHaveLength(3);
    expect(body.map((row) => row[header.indexOf('status')])).toEqual(['Rejected', 'Rejected', 'Rejected']);
    expect(body.map((row) => row[header.indexOf('category')])).toEqual(['Policies', 'Policies', 'Policies']);
    expect(body[0][header.indexOf('creator_category')]).toBe('Nano (0-10K)');
    const [first] = await db.rows(`SELECT created_at FROM submissions WHERE id = $1`, [body[0][0]]);
    const createdAt = body[0][header.indexOf('created_at')];
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Math.floor(new Date(createdAt).getTime() / 1000)).toBe(Math.floor(first.created_at.getTime() / 1000));

    // The list's whitelist: what the list refuses, the export refuses, and nothing is logged for it.
    const auditBefore = await db.rows(
      `SELECT count(*)::int AS count FROM console_audit_log WHERE action = 'export.entries'`,
    );
    const bad = await call(
      `${running.api}/admin/exports/entries.csv?filter=${encodeURIComponent(JSON.stringify({ status: 'approved', 'id; DROP': 1 }))}`,
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['filter.id; DROP', 'filter.status']);
    expect(
      await db.rows(`SELECT count(*)::int AS count FROM console_audit_log WHERE action = 'export.entries'`),
    ).toEqual(auditBefore);
    const [logged] = await db.rows(
      `SELECT after FROM console_audit_log WHERE action = 'export.entries' ORDER BY id DESC LIMIT 1`,
    );
    expect(logged.after).toEqual({ filter: { status: ['rejected'] } });
    await db.query(
      `UPDATE submissions SET status = 'pending', status_reason = NULL WHERE shortcode IN ('bulk1', 'bulk2', 'bulk3')`,
    );
  });

  it('summarises the contest on the dashboard', async () => {
    const res = await call(`${running.api}/admin/dashboard`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.entriesByStatus).toEqual({ pending: BULK_ENTRIES + 1, verified: 1, rejected: 0, disqualified: 0 });
    expect(res.body.entriesPerDay).toHaveLength(30);
    expect(res.body.entriesPerDay.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(
      BULK_ENTRIES + 2,
    );
    const [oldest] = await db.rows(`SELECT min(created_at) AS at FROM submissions WHERE status = 'pending'`);
    expect(res.body.pending.oldestCreatedAt).toBe(oldest.at.toISOString());
    expect(res.body.pending.oldestAgeSeconds).toBeGreaterThanOrEqual(9 * 86_400);
    expect(res.body.metricsSource).toMatchObject({ status: 'ok', throttled: false });
    expect(res.body.metricsSource.lastCycle).toMatchObject({ status: 'completed', provider: 'simulated' });
    expect(res.body.leaderboard.top).toEqual([]);
  });
});

describe('a CSV export abandoned half-way', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    await seedEntries(db, [{ name: 'Bulk', state: 'Goa', tier: 'nano_influencer', phone: '+919844444444' }], []);
    // Megabytes of CSV: more than the sockets buffer, so the server must wait for the reader.
    await db.query(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, hashtags_added, consent)
       SELECT p.id, 1, 'https://www.instagram.com/reel/abandoned' || n || '/', 'abandoned' || n, 'life', true, true
         FROM participants p, generate_series(1, 60000) AS n`,
    );
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  /** The export's database session while it is inside its transaction, and whether it has been waiting a while. */
  const exportSession = async () =>
    db.rows(
      `SELECT state, state_change < now() - interval '500 milliseconds' AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%console_export%'
          AND state <> 'idle'`,
    );
  /** The session as it is once `done` holds for it, or after 10 s. */
  const sessionOnce = async (done: (rows: Awaited<ReturnType<typeof exportSession>>) => boolean) => {
    let rows = await exportSession();
    for (let attempt = 0; attempt < 100 && !done(rows); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await exportSession();
    }
    return rows;
  };

  it('gives its database connection back when the client goes away', async () => {
    const admin = await consoleAccount(running.app, running.api, 'admin', 'abandoner');
    // A bare socket that reads the first bytes and no more, then closes, as a browser tab closed mid-download.
    const { hostname, port, pathname } = new URL(`${running.api}/admin/exports/entries.csv`);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${admin.token}\r\n\r\n`);
    const head = await new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
    socket.pause();
    expect(head).toMatch(/^HTTP\/1.1 200/);

    // The server is held up by the reader: its cursor open, its transaction waiting.
    // (On a busy machine one FETCH may itself run past the mark: wait for the session to be idle, not just slow.)
    const heldUp = (rows: Awaited<ReturnType<typeof exportSession>>) =>
      rows[0]?.state === 'idle in transaction' && rows[0].waiting === true;
    expect(await sessionOnce(heldUp)).toEqual([{ state: 'idle in transaction', waiting: true }]);

    socket.destroy();
    expect(await sessionOnce((rows) => rows.length === 0)).toEqual([]);
  });
});
