import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../test/harness/http';
import { useTestEnvironment } from '../test/harness/test-environment';
import { CertificatesService } from '../src/certificates/certificates.service';
import { median, report, watchMemory } from './bench-report';

/** BENCH_CERTIFICATES=100000 participation certificates; BENCH_CERTIFICATE_PDFS=40 PDFs drawn. */
const CERTIFICATES = Number(process.env.BENCH_CERTIFICATES ?? 100_000);
const PDFS = Number(process.env.BENCH_CERTIFICATE_PDFS ?? 40);

describe('certificates', () => {
  useTestEnvironment();
  let running: RunningApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    running = await startApp();
    dataSource = running.app.get(DataSource);
    // Round 1's entrants, each with a verified entry and a line in its frozen ranking; nobody went through, so
    // the sweep issues participation certificates only.
    await dataSource.query(
      `WITH people AS (
         INSERT INTO participants (name, state_province, creator_category)
         SELECT 'क्षमा शर्मा ' || g, 'Kerala', 'nano_influencer' FROM generate_series(1, $1) g RETURNING id),
       entries AS (
         INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added, consent)
         SELECT id, 1, 'https://www.instagram.com/reel/C' || substr(md5(id::text), 1, 10) || '/',
                'C' || substr(md5(id::text), 1, 10), 'life', 'verified', true, true
           FROM people RETURNING id, participant_id)
       INSERT INTO round_standings (round_id, submission_id, participant_id, rank, score, advanced)
       SELECT 1, id, participant_id, row_number() OVER (ORDER BY id), 0, false FROM entries`,
      [CERTIFICATES],
    );
    await dataSource.query(`VACUUM ANALYZE participants, submissions, round_standings`);
  }, 30 * 60_000);
  afterAll(() => running?.close());

  /** Latencies of public verification reads, one after another, until `stop` resolves (or `count` are done). */
  async function verificationReads(code: string, until: { done: boolean } | number): Promise<number[]> {
    const times: number[] = [];
    while (typeof until === 'number' ? times.length < until : !until.done) {
      const started = performance.now();
      const res = await call(`${running.api}/certificates/${code}`);
      times.push(performance.now() - started);
      expect(res.status).toBe(200);
    }
    return times;
  }

  it(`issues ${CERTIFICATES} participation certificates in the background, beside one bulk INSERT of the same rows`, async () => {
    // Baseline, same run: the same rows in one INSERT … SELECT, without batches, checks or messages.
    let started = performance.now();
    await dataSource.query(
      `INSERT INTO certificates (participant_id, submission_id, kind, round_id, holder_name)
       SELECT rs.participant_id, rs.submission_id, 'round_advanced', 1, p.name
         FROM round_standings rs JOIN participants p ON p.id = rs.participant_id WHERE rs.round_id = 1`,
    );
    const bulkSeconds = (performance.now() - started) / 1000;
    await dataSource.query(`DELETE FROM certificates`);
    await dataSource.query(`VACUUM ANALYZE certificates`);

    // One certificate to read while the sweep runs (round 3 here, so it is not one the sweep issues).
    const [{ id: reader }] = await dataSource.query<Array<{ id: string }>>(
      `SELECT participant_id AS id FROM round_standings WHERE round_id = 1 LIMIT 1`,
    );
    const [{ code }] = await dataSource.query<Array<{ code: string }>>(
      `INSERT INTO certificates (participant_id, kind, round_id, holder_name) VALUES ($1, 'round_advanced', 3, 'Reader')
       RETURNING code`,
      [reader],
    );
    await dataSource.query(`INSERT INTO round_publications (round_id) VALUES (1), (3)`);
    const idle = await verificationReads(code, 300);

    const service = running.app.get(CertificatesService);
    const memory = watchMemory();
    const sweep = { done: false };
    const during = verificationReads(code, sweep);
    started = performance.now();
    const issued = await service.issueDue();
    const seconds = (performance.now() - started) / 1000;
    sweep.done = true;
    const busy = await during;
    const [{ messages }] = await dataSource.query<Array<{ messages: number }>>(
      `SELECT count(*)::int AS messages FROM notifications WHERE kind = 'certificate_issued'`,
    );
    // The steady state: the hourly safety sweep over the same round once everything is issued.
    started = performance.now();
    const idleIssued = await service.issueDue();
    const idleSweepSeconds = (performance.now() - started) / 1000;
    const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)];
    const ms = (value: number) => Math.round(value * 100) / 100;
    report(`certificates issued, ${CERTIFICATES} participation`, {
      certificates: issued,
      messages,
      seconds: Math.round(seconds * 100) / 100,
      certificatesPerSecond: Math.round(issued / seconds),
      idleSweepSeconds: Math.round(idleSweepSeconds * 100) / 100,
      bulkInsertSeconds: Math.round(bulkSeconds * 100) / 100,
      bulkInsertRowsPerSecond: Math.round(CERTIFICATES / bulkSeconds),
      workerMemory: memory.stop(),
      verificationIdleMs: { median: ms(median(idle)), p99: ms(p99(idle)), reads: idle.length },
      verificationDuringMs: { median: ms(median(busy)), p99: ms(p99(busy)), reads: busy.length },
    });
    expect(issued).toBe(CERTIFICATES);
    expect(idleIssued).toBe(0);
  });

  it(`draws ${PDFS} certificates as PDFs, beside the same certificates' verification answers`, async () => {
    const service = running.app.get(CertificatesService);
    const held = await dataSource.query<Array<{ code: string; participantId: string }>>(
      `SELECT code, participant_id AS "participantId" FROM certificates WHERE kind = 'participation' LIMIT $1`,
      [PDFS],
    );
    await service.pdf(held[0].participantId, held[0].code); // fonts read and parsed once, as a running API has
    const memory = watchMemory();
    let started = performance.now();
    let bytes = 0;
    for (const { code, participantId } of held) bytes += (await service.pdf(participantId, code)).pdf.length;
    const pdfSeconds = (performance.now() - started) / 1000;
    const pdfMemory = memory.stop();
    started = performance.now();
    for (const { code } of held) await service.verify(code);
    const verifySeconds = (performance.now() - started) / 1000;
    report(`certificate PDFs drawn, ${PDFS}`, {
      pdfs: held.length,
      pdfsPerSecond: Math.round((held.length / pdfSeconds) * 10) / 10,
      averageKb: Math.round(bytes / held.length / 1024),
      verificationsPerSecond: Math.round(held.length / verifySeconds),
      memory: pdfMemory,
    });
  });
});
