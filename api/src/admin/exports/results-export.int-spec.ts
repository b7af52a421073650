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
import { parseCsv } from '../../../test/harness/csv';

const PEOPLE = [
  { name: 'आशा राव', state: 'Kerala', tier: 'nano_influencer', phone: '+919811111101' },
  { name: 'மீனா சுந்தரம்', state: 'Tamil Nadu', tier: 'micro_influencer', phone: '+919811111102' },
  { name: 'Ravi Menon', state: 'Gujarat', tier: 'influencer', phone: '+919811111103' },
];

/** Downloads a CSV export; checks the byte-order mark Excel needs, and returns header and rows by name. */
async function csvExport(url: string, token: string): Promise<Array<Record<string, string>>> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}

const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('results and jury score exports', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Awaited<ReturnType<typeof consoleAccount>>;
  let entries: SeededEntry[];
  const jurors: Array<Awaited<ReturnType<typeof consoleAccount>>> = [];

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'results-exporter');
    jurors.push(await consoleAccount(running.app, running.api, 'jury', 'harsh-juror'));
    jurors.push(await consoleAccount(running.app, running.api, 'jury', 'lenient-juror'));
    ({ entries } = await seedEntries(db, PEOPLE, [
      { who: 0, category: 'life', views: 9000, status: 'verified', round: 3 },
      { who: 1, category: 'action', views: 3000, status: 'verified', round: 3 },
      { who: 2, category: 'policies', views: 6000, status: 'verified', round: 3 },
    ]));
    // Each juror marks every entry; the lenient juror abstains on the last one and the harsh one has not got to it.
    const marks = [
      [[4, 3, 5], [2, 2, 2], null],
      [[9, 9, 8], [8, 7, 9], 'conflict'],
    ] as const;
    for (const [j, juror] of jurors.entries()) {
      for (const [e, entry] of entries.entries()) {
        const assigned = await call(`${running.api}/admin/jury-assignments`, {
          token: admin.token,
          body: { roundId: 3, submissionId: entry.id, jurorId: juror.id },
        });
        expect(assigned.status).toBe(201);
        const mark = marks[j][e];
        if (mark === null) continue;
        const body =
          mark === 'conflict'
            ? { conflict: true }
            : {
                creativity: mark[0],
                culturalAuthenticity: mark[1],
                technicalExcellence: mark[2],
                comment: 'Bold, स्पष्ट',
              };
        const scored = await call(`${running.api}/admin/scores`, {
          token: juror.token,
          body: { assignmentId: assigned.body.id, ...body },
        });
        expect(scored.status).toBe(201);
      }
    }
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('exports a round as the results screen ranks it, with raw and normalised jury scores and the blend', async () => {
    for (const normalised of [false, true]) {
      const list = await call(`${running.api}/admin/results?filter=${filter({ roundId: 3, normalised })}`, {
        token: admin.token,
      });
      const rows = await csvExport(
        `${running.api}/admin/exports/results.csv?filter=${filter({ roundId: 3, normalised })}`,
        admin.token,
      );
      expect(rows.map((row) => [row.rank, row.entry_id, row.final_score])).toEqual(
        list.body.map((row: { rank: number; id: string; finalScore: number | null }) => [
          String(row.rank),
          row.id,
          row.finalScore === null ? '' : String(row.finalScore),
        ]),
      );
      expect(new Set(rows.map((row) => row.ranked_by))).toEqual(
        new Set([normalised ? 'normalised jury score' : 'raw jury score']),
      );
      const first = rows.find((row) => row.entry_id === entries[0].id)!;
      expect(first).toMatchObject({
        author: 'आशा राव',
        category: 'Life',
        jurors: '2',
        abstentions: '0',
        jury_score_raw: '6.35', // mean of 4.0 and 8.7
        views: '9000',
        views_score: '10',
        views_weight: '0.5',
      });
      expect(Number(first.jury_score_normalised)).toBeGreaterThan(0);
      const abstained = rows.find((row) => row.entry_id === entries[2].id)!;
      expect(abstained).toMatchObject({ jurors: '0', abstentions: '1', jury_score_raw: '', final_score: '' });
    }
    const round4 = await csvExport(
      `${running.api}/admin/exports/results.csv?filter=${filter({ roundId: 4 })}`,
      admin.token,
    );
    expect(round4).toEqual([]);
  });

  it("exports each juror's marks and comments, with the assignments still to score", async () => {
    const rows = await csvExport(
      `${running.api}/admin/exports/scores.csv?filter=${filter({ roundId: 3 })}`,
      admin.token,
    );
    expect(rows).toHaveLength(6);
    const byJuror = (email: string) => rows.filter((row) => row.juror_email === email);
    expect(byJuror(jurors[0].email).map((row) => [row.author, row.state, row.weighted_score])).toEqual([
      ['आशा राव', 'Scored', '4'],
      ['மீனா சுந்தரம்', 'Scored', '2'],
      ['Ravi Menon', 'To score', ''],
    ]);
    expect(byJuror(jurors[1].email).map((row) => [row.state, row.creativity, row.comment])).toEqual([
      ['Scored', '9', 'Bold, स्पष्ट'],
      ['Scored', '8', 'Bold, स्पष्ट'],
      ['Abstained (conflict)', '', ''],
    ]);
    expect(rows[0].scored_at).toMatch(/\+05:30$/);

    const one = await csvExport(
      `${running.api}/admin/exports/scores.csv?filter=${filter({ roundId: 3, jurorId: [jurors[1].id] })}`,
      admin.token,
    );
    expect(new Set(one.map((row) => row.juror_email))).toEqual(new Set([jurors[1].email]));
  });

  it('is for organisers only, refuses bad filters, and logs every export', async () => {
    for (const path of ['results.csv', 'scores.csv']) {
      expect((await call(`${running.api}/admin/exports/${path}`, { token: jurors[0].token })).status).toBe(403);
    }
    const bad = await call(`${running.api}/admin/exports/results.csv?filter=${filter({ roundId: 5 })}`, {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields['filter.roundId']).toBeDefined();
    const audit = await db.rows(
      `SELECT action, actor_email, after FROM console_audit_log WHERE resource = 'exports' ORDER BY id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'export.results',
      'export.results',
      'export.results',
      'export.scores',
      'export.scores',
    ]);
    expect(new Set(audit.map((row) => row.actor_email))).toEqual(new Set([admin.email]));
    expect(audit[1].after).toEqual({ roundId: 3, normalised: true });
  });
});
