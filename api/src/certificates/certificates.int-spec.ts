import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppModule } from '../app.module';
import { AccessTokenService } from '../auth/access-token.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';
import { CertificatesService } from './certificates.service';

const PEOPLE = ['क्षमा शर्मा', 'Ravi Kumar', 'Meera Iyer', 'Dev Patel', 'Esha Rao'].map((name, index) => ({
  name,
  state: 'Kerala',
  tier: 'nano_influencer',
  phone: `+91970000020${index}`,
}));
const [KSHAMA, RAVI, MEERA, DEV, ESHA] = [0, 1, 2, 3, 4];

/**
 * Certificates from published results: what the worker issues and when, what each holder downloads, what anyone
 * verifying a code reads, and what organisers revoke and reissue.
 */
describe('certificates', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let adminToken: string;
  let juryToken: string;
  let participants: string[];
  let entries: SeededEntry[];
  const tokens: string[] = [];

  const issue = () => running.app.get(CertificatesService).issueDue(2);
  const held = async () =>
    db.rows<{ participant_id: string; kind: string; round_id: number; place: number | null; code: string }>(
      `SELECT participant_id, kind, round_id, place, code FROM certificates ORDER BY round_id, kind, place NULLS FIRST`,
    );
  const codeOf = async (who: number, kind: string, roundId: number) =>
    (
      await db.rows<{ code: string }>(
        `SELECT code FROM certificates WHERE participant_id = $1 AND kind = $2 AND round_id = $3 AND revoked_at IS NULL`,
        [participants[who], kind, roundId],
      )
    )[0].code;
  /** The frozen ranking of a round, as the close writes it: `lines` in rank order, the first `advancing` go on. */
  const standings = async (roundId: number, lines: SeededEntry[], advancing: number) => {
    for (const [index, entry] of lines.entries()) {
      await db.query(
        `INSERT INTO round_standings (round_id, submission_id, participant_id, rank, score, advanced)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [roundId, entry.id, entry.participantId, index + 1, 100 - index, index < advancing],
      );
    }
  };

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    adminToken = (await consoleAccount(running.app, running.api, 'admin', 'certificates-admin')).token;
    juryToken = (await consoleAccount(running.app, running.api, 'jury', 'certificates-jury')).token;
    ({ participants, entries } = await seedEntries(db, PEOPLE, [
      { who: KSHAMA, category: 'life', views: 9_000, status: 'verified' },
      { who: RAVI, category: 'life', views: 8_000, status: 'verified' },
      { who: MEERA, category: 'life', views: 7_000, status: 'verified' },
      { who: DEV, category: 'life', views: 6_000, status: 'verified' },
      { who: ESHA, category: 'life', views: 100, status: 'verified' },
      // The final: four of them screen their films.
      { who: MEERA, category: 'life', views: null, status: 'verified', round: 4 },
      { who: KSHAMA, category: 'life', views: null, status: 'verified', round: 4 },
      { who: RAVI, category: 'life', views: null, status: 'verified', round: 4 },
      { who: DEV, category: 'life', views: null, status: 'verified', round: 4 },
    ]));
    await db.query(`UPDATE participants SET email = lower(replace(name, ' ', '')) || '@example.org', email_verified = true
                      WHERE name ~ '^[A-Za-z ]+$'`);
    for (const [who, person] of PEOPLE.entries()) {
      tokens.push(
        await running.app
          .get(AccessTokenService)
          .sign({ id: participants[who], name: person.name, profileComplete: true }),
      );
    }
    await standings(1, entries.slice(0, 5), 3);
    await standings(4, entries.slice(5, 9), 0);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('issues nothing until a round is published, and nothing while its embargo runs', async () => {
    expect(await issue()).toBe(0);
    await db.query(`INSERT INTO round_publications (round_id, embargo_until) VALUES (1, now() + interval '1 hour')`);
    expect(await issue()).toBe(0);
    expect(await held()).toEqual([]);
  });

  it("issues Round 1's participation to every verified entrant and the stage to those who went through, once", async () => {
    await db.query(`UPDATE round_publications SET embargo_until = now() - interval '1 second' WHERE round_id = 1`);
    await db.query(`UPDATE participants SET language = 'ta' WHERE id = $1`, [participants[ESHA]]);
    // Batches of two: five participation certificates and three for the Top 500 take several transactions.
    expect(await issue()).toBe(8);
    const rows = await held();
    expect(
      rows
        .filter((row) => row.kind === 'participation')
        .map((row) => row.participant_id)
        .sort(),
    ).toEqual([...participants].sort());
    expect(
      rows
        .filter((row) => row.kind === 'round_advanced')
        .map((row) => row.participant_id)
        .sort(),
    ).toEqual([participants[KSHAMA], participants[RAVI], participants[MEERA]].sort());
    for (const row of rows) expect(row.code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(new Set(rows.map((row) => row.code)).size).toBe(8);

    expect(await issue()).toBe(0);
    expect(await held()).toHaveLength(8);

    // Each holder hears of each certificate once, on the site (and by e-mail where they have a verified address).
    const told = await db.rows<{ participant_id: string; channel: string; params: Record<string, string> }>(
      `SELECT participant_id, channel, params FROM notifications WHERE kind = 'certificate_issued'`,
    );
    expect(told.filter((row) => row.channel === 'site')).toHaveLength(8);
    expect(told.filter((row) => row.channel === 'email')).toHaveLength(6); // Ravi and Meera hold two each, Dev and Esha one
    expect(told.find((row) => row.params.achievement === 'Selected for the Top 500')?.params.roundName).toBe(
      'Round 1 (Open Submissions)',
    );
    // A holder who reads the site in Tamil is told in Tamil, the achievement and round too.
    const eshas = told.find((row) => row.participant_id === participants[ESHA] && row.channel === 'site');
    expect(eshas?.params).toMatchObject({ achievement: 'பங்கேற்பாளர்', roundName: expect.stringMatching(/^சுற்று 1 /) });
    await db.query(`UPDATE participants SET language = 'en' WHERE id = $1`, [participants[ESHA]]);
  });

  it("issues the final's winners, one per prize, with their place", async () => {
    const content = await call(`${running.api}/content/site`);
    const prizes = (content.body.prizes as Array<{ title: string }>).map((prize) => prize.title);
    const winners = Math.min(prizes.length || 3, 4);
    await db.query(`INSERT INTO round_publications (round_id) VALUES (4)`);
    expect(await issue()).toBe(winners);
    const rows = (await held()).filter((row) => row.kind === 'winner');
    expect(rows.map((row) => [row.participant_id, row.place])).toEqual(
      [MEERA, KSHAMA, RAVI, DEV].slice(0, winners).map((who, index) => [participants[who], index + 1]),
    );
    const mine = await call(`${running.api}/me/certificates`, { token: tokens[MEERA] });
    const winner = (mine.body.items as Array<{ kind: string; achievement: { en: string; local: string } }>).find(
      (item) => item.kind === 'winner',
    );
    expect(winner?.achievement.en).toBe(`Winner, ${prizes[0] ?? 'place 1'}`);
    // Beside it, the prize as the organisers titled it in Hindi (the certificate's language for this holder).
    const inHindi = await call(`${running.api}/content/site?lang=hi`);
    const hindiPrize = (inHindi.body.prizes as Array<{ title: string }>)[0]?.title;
    expect(hindiPrize).not.toBe(prizes[0]);
    expect(winner?.achievement.local).toBe(`विजेता, ${hindiPrize ?? 'स्थान 1'}`);
  });

  it('lists a holder their certificates, and the PDF downloads to its holder only', async () => {
    const mine = await call(`${running.api}/me/certificates`, { token: tokens[KSHAMA] });
    expect(mine.status).toBe(200);
    const participation = (mine.body.items as Array<Record<string, unknown>>).find(
      (item) => item.kind === 'participation',
    );
    const code = await codeOf(KSHAMA, 'participation', 1);
    expect(participation).toMatchObject({
      code,
      roundId: 1,
      language: 'hi',
      roundTitle: { en: 'Round 1 (Open Submissions)' },
      achievement: { en: 'Participant', local: 'प्रतिभागी' },
      revoked: false,
      downloadUrl: `/api/v1/me/certificates/${code}/pdf`,
    });

    const pdf = await fetch(`${running.api}/me/certificates/${code}/pdf`, {
      headers: { authorization: `Bearer ${tokens[KSHAMA]}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${code}.pdf"`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // A code typed in lower case without dashes is the same certificate.
    const typed = await fetch(`${running.api}/me/certificates/${code.replace(/-/g, '').toLowerCase()}/pdf`, {
      headers: { authorization: `Bearer ${tokens[KSHAMA]}` },
    });
    expect(typed.status).toBe(200);

    const someoneElse = await call(`${running.api}/me/certificates/${code}/pdf`, { token: tokens[RAVI] });
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.body.error.code).toBe('certificate_not_found');
    expect((await call(`${running.api}/me/certificates/${code}/pdf`)).status).toBe(401);

    // Printed beside English in the holder's language: Hindi for a holder who reads the site in English, else theirs.
    await db.query(`UPDATE participants SET language = 'ta' WHERE id = $1`, [participants[KSHAMA]]);
    const inTamil = await call(`${running.api}/me/certificates`, { token: tokens[KSHAMA] });
    expect(inTamil.body.items.find((item: { code: string }) => item.code === code)).toMatchObject({
      language: 'ta',
      achievement: { en: 'Participant', local: 'பங்கேற்பாளர்' },
      roundTitle: { local: expect.stringMatching(/^சுற்று 1 /) },
    });
    const tamilPdf = await fetch(`${running.api}/me/certificates/${code}/pdf`, {
      headers: { authorization: `Bearer ${tokens[KSHAMA]}` },
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'certificate-')), 'tamil.pdf');
    writeFileSync(file, Buffer.from(await tamilPdf.arrayBuffer()));
    const printed = execFileSync('pdftotext', [file, '-']).toString();
    expect(printed).toContain('பங்கேற்புச் சான்றிதழ்');
    expect(printed).toContain('क्षमा शर्मा'); // the name as typed, in its own script
    rmSync(path.dirname(file), { recursive: true, force: true });
    await db.query(`UPDATE participants SET language = 'en' WHERE id = $1`, [participants[KSHAMA]]);

    // Their data export lists them.
    const exported = await call(`${running.api}/me/export`, { token: tokens[KSHAMA] });
    expect(exported.body.certificates).toContainEqual(
      expect.objectContaining({ code, achievement: 'Participant', nameAsPrinted: 'क्षमा शर्मा', status: 'valid' }),
    );
  });

  it('verifies a code publicly, and shows it revoked once the entry is disqualified or the results withdrawn', async () => {
    const code = await codeOf(DEV, 'participation', 1);
    const valid = await call(`${running.api}/certificates/${code}`);
    expect(valid.status).toBe(200);
    expect(valid.headers.get('cache-control')).toBe('no-store');
    expect(valid.body).toMatchObject({
      code,
      status: 'valid',
      revocation: null,
      holderName: 'Dev Patel',
      kind: 'participation',
      roundId: 1,
      roundTitle: { en: 'Round 1 (Open Submissions)' },
    });
    expect((await call(`${running.api}/certificates/ZZZZ-ZZZZ-ZZZZ`)).status).toBe(404);
    expect((await call(`${running.api}/certificates/not-a-code`)).body.error.code).toBe('certificate_not_found');

    await db.query(`UPDATE submissions SET status = 'disqualified' WHERE id = $1`, [entries[DEV].id]);
    expect((await call(`${running.api}/certificates/${code}`)).body).toMatchObject({
      status: 'revoked',
      revocation: 'entry_disqualified',
    });
    const devs = await call(`${running.api}/me/certificates`, { token: tokens[DEV] });
    expect(devs.body.items[0]).toMatchObject({ code, revoked: true, downloadUrl: null });
    expect((await call(`${running.api}/me/certificates/${code}/pdf`, { token: tokens[DEV] })).status).toBe(409);
    await db.query(`UPDATE submissions SET status = 'verified' WHERE id = $1`, [entries[DEV].id]);

    await db.query(`UPDATE round_publications SET embargo_until = now() + interval '1 day' WHERE round_id = 1`);
    expect((await call(`${running.api}/certificates/${code}`)).body).toMatchObject({
      status: 'revoked',
      revocation: 'results_unpublished',
    });
    await db.query(`UPDATE round_publications SET embargo_until = NULL WHERE round_id = 1`);
    expect((await call(`${running.api}/certificates/${code}`)).body.status).toBe('valid');
  });

  it('lets organisers revoke with a reason and reissue under a new code, audited, the holder told each time', async () => {
    const code = await codeOf(RAVI, 'round_advanced', 1);
    const asAdmin = (path: string, body?: unknown) =>
      call(`${running.api}/admin/certificates${path}`, { method: 'POST', body, token: adminToken });

    expect(
      (await call(`${running.api}/admin/certificates/${code}/revoke`, { body: { reason: 'x' }, token: juryToken }))
        .status,
    ).toBe(403);
    expect((await asAdmin(`/${code}/revoke`, { reason: ' ' })).status).toBe(400);
    const revoked = await asAdmin(`/${code}/revoke`, { reason: 'Entry found to be plagiarised' });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: code, status: 'revoked', revocation: 'revoked_by_organisers' });
    expect((await asAdmin(`/${code}/revoke`, { reason: 'again' })).body.error.code).toBe('certificate_already_revoked');
    expect((await call(`${running.api}/certificates/${code}`)).body.status).toBe('revoked');
    // The organisers' revocation stands: the next sweep does not issue it again.
    expect(await issue()).toBe(0);

    await db.query(`UPDATE participants SET name = 'Ravi K. Sharma' WHERE id = $1`, [participants[RAVI]]);
    const reissued = await asAdmin(`/${code}/reissue`);
    expect(reissued.status).toBe(200);
    expect(reissued.body.code).not.toBe(code);
    expect(reissued.body).toMatchObject({ status: 'valid', holderName: 'Ravi K. Sharma', kind: 'round_advanced' });
    const old = await call(`${running.api}/admin/certificates/${code}`, { token: adminToken });
    expect(old.body).toMatchObject({ status: 'revoked', replacedBy: reissued.body.code });
    expect((await asAdmin(`/${code}/reissue`)).body.error.code).toBe('certificate_already_replaced');

    const audit = await db.rows<{ action: string; resource_id: string }>(
      `SELECT action, resource_id FROM console_audit_log WHERE resource = 'certificates' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'certificate.revoke', resource_id: code },
      { action: 'certificate.reissue', resource_id: code },
    ]);
    const told = await db.rows<{ kind: string; params: Record<string, string> }>(
      `SELECT kind, params FROM notifications WHERE participant_id = $1 AND channel = 'email'
          AND kind IN ('certificate_revoked', 'certificate_reissued') ORDER BY created_at, kind`,
      [participants[RAVI]],
    );
    expect(told).toEqual([
      {
        kind: 'certificate_revoked',
        params: expect.objectContaining({ reason: 'Entry found to be plagiarised', certificateCode: code }),
      },
      { kind: 'certificate_reissued', params: expect.objectContaining({ certificateCode: reissued.body.code }) },
    ]);

    const list = await call(
      `${running.api}/admin/certificates?filter=${encodeURIComponent(JSON.stringify({ status: 'revoked' }))}`,
      {
        token: adminToken,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.map((row: { id: string }) => row.id)).toEqual([code]);
    expect(list.headers.get('content-range')).toBe('certificates 0-0/1');
  });
});
