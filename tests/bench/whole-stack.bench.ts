import { createHmac, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, Stack, startStack } from '../support/stack';
import {
  childrenOf,
  load,
  LoadResult,
  measureCpu,
  npm,
  REPO_ROOT,
  runStackJob,
  stackPids,
  startBareNode,
  startBenchNginx,
  watchMemory,
} from './bench-processes';
import { adminCreate, consoleToken } from '../e2e/console/console-browser';
import { landingInitialJs, lighthouse, LighthouseResult } from './landing';
import { SITE_LANGUAGE_TABLE } from '../../web/src/i18n/languages';
import { fmt, machineLine, Row, table, writeSection } from './report';

/** Demo entries loaded with `npm run seed:demo -- --entries N`. */
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
/** Rounds alternate each figure with its baseline, so a busier moment does not fall on one side only. */
const ROUNDS = 2;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 10_000);
const VOTES = Number(process.env.BENCH_VOTES ?? 30_000);
const VOTE_WARM_UP = 2_000;
/** The vote aim's rate (issue 17), offered in the second vote run. */
const VOTE_RATE = 3_000;
/** In the second submissions run, every tenth link names a post already entered. */
const DUPLICATE_EVERY = 10;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const RANK_SIZES = process.env.BENCH_RANK_SIZES ?? '100000,300000,1000000';
const REFRESH_ENTRIES = process.env.BENCH_REFRESH_ENTRIES ?? '100000';
const CERTIFICATES = process.env.BENCH_CERTIFICATES ?? '100000';
const CERTIFICATE_PDFS = process.env.BENCH_CERTIFICATE_PDFS ?? '40';
const API_BENCH_RESULTS = path.join(REPO_ROOT, 'api', 'bench', 'results', 'results.jsonl');
/** Participants a broadcast reaches in (9): the issue's 100,000. */
const BROADCAST_AUDIENCE = Number(process.env.BENCH_BROADCAST_AUDIENCE ?? 100_000);

const JWT_SECRET = randomBytes(32).toString('hex');
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

function participantToken(id: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: id,
    name: 'Bench Creator',
    pc: true,
    typ: 'participant',
    iat: now,
    exp: now + 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/** A file of the participants' tokens, a line each, in a directory of its own (removed with it). */
function tokensFile(rows: Array<{ id: string }>): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-tokens-')), 'tokens');
  writeFileSync(file, rows.map((row) => participantToken(row.id)).join('\n'));
  return file;
}

interface Figures {
  nginxApi: LoadResult[];
  nginxStatic: LoadResult[];
  apiDirect: LoadResult[];
  bareNode: LoadResult[];
  bodyBytes: number;
  submissions?: LoadResult;
  duplicates?: LoadResult;
  duplicatesExpected?: number;
  votes?: LoadResult;
  votesAtRate?: LoadResult;
  /** Rows the saturating and the offered-rate vote runs added to `votes`: each 201 must be a stored vote. */
  votesStored: { saturating?: number; atRate?: number };
  /** CPU ms per request of the API process(es) and of the Postgres backends serving them, for (3) and (8). */
  cpu: Record<string, { api: number; postgres: number }>;
  landing?: { files: number; gzipBytes: number; plainFiles: number };
  /** Lighthouse runs per site language (web/src/i18n/languages.ts), by its English name. */
  lighthouse: Record<string, LighthouseResult[]>;
  memory: Record<string, Record<string, number>>;
  stackCycle?: { seconds: number; samples: number };
  apiBench: Array<Record<string, any>>;
  apiBenchError?: string;
  broadcast?: { recipients: number; seconds: number; previewSeconds: number; status: number };
}

/**
 * `npm run bench`: the whole stack as `npm start` runs it, on loopback, loaded with demo data, every figure
 * measured beside its baseline in the same run; prints the table and writes it to docs/benchmarks.md.
 * Nothing here asserts a timing: the figures are for people to read (see docs/benchmarks.md).
 */
describe('npm run bench: the whole stack', () => {
  const startedAt = new Date();
  const loadBefore = loadavg()[0];
  const figures: Figures = {
    nginxApi: [],
    nginxStatic: [],
    apiDirect: [],
    bareNode: [],
    bodyBytes: 0,
    lighthouse: {},
    memory: {},
    apiBench: [],
    cpu: {},
    votesStored: {},
  };
  let stack: Stack;
  let apiPort: number;
  let pids: Record<string, number>;
  const directApi = () => `http://127.0.0.1:${apiPort}/api/v1`;
  const query = async <T = Record<string, any>>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };

  /** The API process and any it forked, and the Postgres backends serving it. */
  const cpuOf = () =>
    measureCpu(async () => ({
      api: [pids.api, ...childrenOf(pids.api)],
      postgres: await apiBackends(),
    }));
  /** The Postgres backends whose client is an API process (not the worker's, nor autovacuum). */
  const apiBackends = async () => {
    const ports = new Set([pids.api, ...childrenOf(pids.api)].flatMap(localPorts));
    const rows = await query<{ pid: number; client_port: number }>(
      `SELECT pid, client_port FROM pg_stat_activity WHERE datname = current_database()`,
    );
    return rows.filter((row) => ports.has(row.client_port)).map((row) => row.pid);
  };
  const perRequest = async (cpu: Awaited<ReturnType<typeof cpuOf>>, requests: number) => {
    const used = await cpu.stop();
    return { api: used.api / requests, postgres: used.postgres / requests };
  };

  beforeAll(async () => {
    apiPort = await freePort();
    stack = await startStack({
      env: { API_PORT: String(apiPort), JWT_SECRET, METRICS_REFRESH_INTERVAL: '1h', LOG_LEVEL: 'info' },
      timeoutMs: 180_000,
    });
    pids = stackPids(stack.logFile);
    const idle = watchMemory({ api: pids.api, worker: pids.worker });
    figures.memory.idle = idle.stop();
    await npm(['run', 'seed:demo', '--', '--entries', String(ENTRIES)], {
      DATABASE_URL: stack.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: stack.redisPrefix,
      NODE_ENV: 'development',
    });
    // The seed publishes its board; the API swaps it in on the publication message.
    for (let attempt = 0; ; attempt++) {
      const board = (await (await fetch(`${directApi()}/leaderboard?limit=100`)).json()) as { items: unknown[] };
      if (board.items.length === 100) break;
      if (attempt > 100) throw new Error('the seeded board never reached the API');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seeded = watchMemory({ api: pids.api, worker: pids.worker });
    figures.memory.seeded = seeded.stop();
  }, 30 * 60_000);

  afterAll(async () => {
    await stack?.stop();
  }, 120_000);

  it(
    '(6) the landing page: initial JavaScript and Lighthouse mobile scores',
    async () => {
      figures.landing = await landingInitialJs(stack.baseUrl);
      // Every site language, each run of each in turn, so a busy moment of the machine spreads over them all.
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        for (const { english, locale } of Object.values(SITE_LANGUAGE_TABLE)) {
          (figures.lighthouse[english] ??= []).push(await lighthouse(`${stack.baseUrl}/`, locale));
        }
      }
      // Each run's scores as soon as they are in, for a run of this item alone (`-t '\(6\)'` writes no table).
      process.stdout.write(`${JSON.stringify(figures.lighthouse)}\n`);
    },
    60 * 60_000,
  );

  it(
    '(1)(2) GET /leaderboard?limit=100: through nginx vs a static file, directly vs bare node:http',
    async () => {
      const sample = await fetch(`${directApi()}/leaderboard?limit=100`);
      const body = Buffer.from(await sample.arrayBuffer());
      figures.bodyBytes = body.length;
      const headers = Object.fromEntries(
        ['content-type', 'etag', 'cache-control'].map((name) => [name, sample.headers.get(name) ?? '']),
      );
      const nginx = await startBenchNginx(apiPort, body);
      const bare = await startBareNode(body, headers);
      const memory = watchMemory({ api: pids.api });
      try {
        const get = (url: string) => load({ url, connections: CONNECTIONS, seconds: SECONDS });
        for (let round = 0; round < ROUNDS; round++) {
          figures.nginxApi.push(await get(`${nginx.url}/api/v1/leaderboard?limit=100`));
          figures.nginxStatic.push(await get(nginx.staticUrl));
          figures.apiDirect.push(await get(`${directApi()}/leaderboard?limit=100`));
          figures.bareNode.push(await get(bare.url));
        }
      } finally {
        figures.memory.leaderboardLoad = memory.stop();
        await Promise.all([nginx.stop(), bare.stop()]);
      }
    },
    15 * 60_000,
  );

  /** Participants with complete profiles, written straight into the stack's database, and a token for each. */
  async function participants(count: number, label: string): Promise<string> {
    const rows = await query<{ id: string }>(
      `INSERT INTO participants (name, email, email_verified, state_province, creator_category)
       SELECT 'Bench Creator ' || n, $2 || '-' || n || '@bench.example', true, 'Kerala', 'micro_influencer'
       FROM generate_series(1, $1) AS n RETURNING id`,
      [count, `${label}-${randomBytes(3).toString('hex')}`],
    );
    return tokensFile(rows);
  }

  it(
    '(9) POST /admin/broadcasts: a message to 100,000 participants queued through the console endpoint',
    async () => {
      // Everyone in the seed has a verified e-mail address; top up to the audience if the seed was smaller.
      const [{ reached }] = await query<{ reached: number }>(
        `SELECT count(*)::int AS reached FROM participants WHERE blocked_at IS NULL AND email_verified`,
      );
      if (reached < BROADCAST_AUDIENCE) {
        await query(
          `INSERT INTO participants (name, email, email_verified)
           SELECT 'Bench Reader ' || n, 'reader-' || n || '@bench.example', true FROM generate_series(1, $1) AS n`,
          [BROADCAST_AUDIENCE - reached],
        );
      }
      const organiser = { email: 'bench-organiser@console.test', password: 'bench organiser passphrase' };
      adminCreate(stack, organiser.email, organiser.password, 'admin');
      const token = await consoleToken(stack, organiser.email, organiser.password);
      const post = async (url: string) => {
        const started = Date.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            audience: 'all_participants',
            subject: 'Results on Friday',
            message: 'The Grand Finale results are published on Friday at noon.',
            channels: ['email', 'site'],
          }),
        });
        return {
          seconds: (Date.now() - started) / 1000,
          status: response.status,
          body: (await response.json()) as any,
        };
      };
      // The console's own order: the preview counts the audience, then the broadcast writes every message.
      const preview = await post(`${stack.apiUrl}/admin/broadcasts/preview`);
      const sent = await post(`${stack.apiUrl}/admin/broadcasts`);
      // The request writes one lean row per person; the worker writes the messages afterwards.
      figures.broadcast = {
        recipients: sent.body.recipients ?? 0,
        seconds: sent.seconds,
        previewSeconds: preview.seconds,
        status: sent.status,
      };
      process.stdout.write(`(9) ${JSON.stringify(figures.broadcast)}\n`);
      // Measured: the e-mails are not delivered, so the worker's sending does not weigh on the items after.
      await query(`DELETE FROM broadcast_recipients WHERE broadcast_id = $1`, [sent.body.id]);
      await query(
        `UPDATE notifications SET status = 'skipped', last_error = 'benchmark' WHERE broadcast_id = $1 AND status <> 'sent'`,
        [sent.body.id],
      );
    },
    15 * 60_000,
  );

  it(
    '(3) POST /submissions on the API directly, from distinct participants, then with duplicates',
    async () => {
      const distinct = await participants(SUBMISSIONS, 'distinct');
      const memory = watchMemory({ api: pids.api });
      const runId = randomBytes(3).toString('hex');
      const cpu = await cpuOf();
      figures.submissions = await load({
        url: `${directApi()}/submissions`,
        connections: CONNECTIONS,
        amount: SUBMISSIONS,
        submissions: { tokensFile: distinct, runId, duplicateEvery: 0, duplicateOf: [] },
      });
      figures.cpu.submissions = await perRequest(cpu, figures.submissions.requests);
      process.stdout.write(`(3) ${JSON.stringify({ ...figures.submissions, cpu: figures.cpu.submissions })}\n`);
      const entered = await query<{ shortcode: string }>(
        `SELECT shortcode FROM submissions WHERE shortcode LIKE $1 ORDER BY random() LIMIT 1000`,
        [`B${runId}%`],
      );
      const half = Math.floor(SUBMISSIONS / 2);
      const withDuplicates = await participants(half, 'duplicates');
      figures.duplicatesExpected = Math.floor(half / DUPLICATE_EVERY);
      figures.duplicates = await load({
        url: `${directApi()}/submissions`,
        connections: CONNECTIONS,
        amount: half,
        submissions: {
          tokensFile: withDuplicates,
          runId: randomBytes(3).toString('hex'),
          duplicateEvery: DUPLICATE_EVERY,
          duplicateOf: entered.map((row) => row.shortcode),
        },
      });
      figures.memory.submissionsLoad = memory.stop();
      rmSync(path.dirname(distinct), { recursive: true, force: true });
      rmSync(path.dirname(withDuplicates), { recursive: true, force: true });
    },
    15 * 60_000,
  );

  let votersMade = 0;
  /** Voters with a verified mobile (a phone identity), written straight into the stack's database; their tokens. */
  async function voters(count: number): Promise<string> {
    const rows = await query<{ id: string }>(
      `WITH p AS (
         INSERT INTO participants (name, email, email_verified)
         SELECT 'Bench Voter ' || n, $2 || '-' || n || '@bench.example', true FROM generate_series(1, $1) AS n
         RETURNING id)
       INSERT INTO identities (participant_id, provider, subject)
       SELECT id, 'phone', '+91' || $3 || lpad(row_number() OVER ()::text, 7, '0') FROM p RETURNING participant_id AS id`,
      // Each call its own block of numbers: a phone identity is unique.
      [count, `voter-${randomBytes(3).toString('hex')}`, String(700 + (votersMade++ % 300))],
    );
    return tokensFile(rows);
  }

  it(
    '(8) POST /submissions/{id}/vote on the API directly, distinct voters over the seeded entries',
    async () => {
      const entries = await query<{ id: string }>(
        `SELECT id FROM submissions WHERE status = 'verified' ORDER BY random() LIMIT 1000`,
      );
      const entryIds = entries.map((row) => row.id);
      const url = `http://127.0.0.1:${apiPort}`;
      // Not measured: the freshly started API's first votes (its code not yet optimised by V8).
      const warmUp = await voters(VOTE_WARM_UP);
      await load({ url, connections: CONNECTIONS, amount: VOTE_WARM_UP, votes: { tokensFile: warmUp, entryIds } });
      // As many votes as the API takes with 100 requests always open.
      const saturating = await voters(VOTES);
      const votesCounted = async () => Number((await query(`SELECT count(*) AS n FROM votes`))[0].n);
      let before = await votesCounted();
      const cpu = await cpuOf();
      figures.votes = await load({
        url,
        connections: CONNECTIONS,
        amount: VOTES,
        votes: { tokensFile: saturating, entryIds },
      });
      figures.cpu.votes = await perRequest(cpu, figures.votes.requests);
      figures.votesStored.saturating = (await votesCounted()) - before;
      process.stdout.write(`(8) ${JSON.stringify({ ...figures.votes, cpu: figures.cpu.votes })}\n`);
      // The aim's rate, offered: how long a vote takes when 3,000 a second arrive.
      const atRate = await voters(VOTES);
      before = await votesCounted();
      figures.votesAtRate = await load({
        url,
        connections: CONNECTIONS,
        amount: VOTES,
        overallRate: VOTE_RATE,
        votes: { tokensFile: atRate, entryIds },
      });
      figures.votesStored.atRate = (await votesCounted()) - before;
      process.stdout.write(`(8) at ${VOTE_RATE}/s ${JSON.stringify(figures.votesAtRate)}\n`);
      process.stdout.write(`(8) stored ${JSON.stringify(figures.votesStored)}\n`);
      for (const file of [warmUp, saturating, atRate]) rmSync(path.dirname(file), { recursive: true, force: true });
    },
    15 * 60_000,
  );

  it(
    '(7) the stack worker running a refresh cycle over every entry',
    async () => {
      const memory = watchMemory({ worker: pids.worker });
      const started = Date.now();
      const result = (await runStackJob(stack.redisPrefix, 'metrics-refresh', {})) as { samples?: number };
      figures.stackCycle = { seconds: (Date.now() - started) / 1000, samples: result?.samples ?? 0 };
      figures.memory.workerCycle = memory.stop();
    },
    30 * 60_000,
  );

  it(
    '(4)(5) rank recompute and refresh cycle: the metrics benchmarks of api/bench',
    async () => {
      await stack.stop();
      const benches = ['rank-recompute', 'refresh-cycle'];
      if (!benches.every((name) => existsSync(path.join(REPO_ROOT, 'api', 'bench', `${name}.bench.ts`)))) {
        figures.apiBenchError = 'api/bench has no rank-recompute/refresh-cycle benchmarks in this checkout';
        return;
      }
      const offset = existsSync(API_BENCH_RESULTS) ? statSync(API_BENCH_RESULTS).size : 0;
      try {
        await npm(['run', 'bench', '-w', 'api', '--', ...benches.map((name) => `bench/${name}`)], {
          BENCH_RANK_SIZES: RANK_SIZES,
          BENCH_REFRESH_ENTRIES: REFRESH_ENTRIES,
        });
      } catch (error) {
        figures.apiBenchError = (error as Error).message.split('\n')[0];
      }
      if (existsSync(API_BENCH_RESULTS)) {
        figures.apiBench = readFileSync(API_BENCH_RESULTS)
          .subarray(offset)
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));
      }
    },
    120 * 60_000,
  );

  it(
    '(10) certificates: issuing 100,000 and drawing PDFs, the benchmark of api/bench',
    async () => {
      if (!existsSync(path.join(REPO_ROOT, 'api', 'bench', 'certificates.bench.ts'))) return;
      const offset = existsSync(API_BENCH_RESULTS) ? statSync(API_BENCH_RESULTS).size : 0;
      try {
        await npm(['run', 'bench', '-w', 'api', '--', 'bench/certificates'], {
          BENCH_CERTIFICATES: CERTIFICATES,
          BENCH_CERTIFICATE_PDFS: CERTIFICATE_PDFS,
        });
      } catch (error) {
        figures.apiBenchError = (error as Error).message.split('\n')[0];
      }
      if (existsSync(API_BENCH_RESULTS)) {
        figures.apiBench.push(
          ...readFileSync(API_BENCH_RESULTS)
            .subarray(offset)
            .toString()
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, any>),
        );
      }
    },
    60 * 60_000,
  );

  it('prints the table and writes it to docs/benchmarks.md', () => {
    const text = render(figures, startedAt, loadBefore);
    process.stdout.write(`\n${text}\n`);
    writeSection(text);
  });
});

/** The local TCP ports of a process's sockets: its file descriptors' socket inodes looked up in /proc/net/tcp. */
function localPorts(pid: number): number[] {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' });
      const match = /^socket:\[(\d+)\]$/.exec(target);
      if (match) inodes.add(match[1]);
    }
  } catch {
    return [];
  }
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => inodes.has(fields[9]))
      .map((fields) => parseInt(fields[1].split(':')[1], 16)),
  );
}

function loadCell(runs: LoadResult[]): string {
  return `${fmt(mean(runs.map((r) => r.requestsPerSecond)))} req/s, p99 ${fmt(mean(runs.map((r) => r.latencyP99Ms)))} ms`;
}
const cpuCell = (cpu?: { api: number; postgres: number }) =>
  cpu ? `CPU per request: API ${cpu.api.toFixed(2)} ms, Postgres ${cpu.postgres.toFixed(2)} ms` : 'CPU not measured';
const failures = (runs: LoadResult[]) => runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);

function render(f: Figures, startedAt: Date, loadBefore: number): string {
  const rps = (runs: LoadResult[]) => mean(runs.map((r) => r.requestsPerSecond));
  const rows: Row[] = [];
  if (f.nginxApi.length) {
    const r1 = ratio(rps(f.nginxApi), rps(f.nginxStatic));
    rows.push({
      item: 1,
      figure: `GET /api/v1/leaderboard?limit=100 through nginx (${fmt(f.bodyBytes)} B, ${CONNECTIONS} connections)`,
      measured: `${loadCell(f.nginxApi)}; ${failures(f.nginxApi)} failed`,
      baseline: `the same bytes as a static file, same nginx: ${loadCell(f.nginxStatic)}`,
      result: `**${r1.toFixed(2)}** (aim ≥ 0.9)`,
    });
    const r2 = ratio(rps(f.apiDirect), rps(f.bareNode));
    rows.push({
      item: 2,
      figure: `the same request to the API directly`,
      measured: `${loadCell(f.apiDirect)}; ${failures(f.apiDirect)} failed`,
      baseline: `bare node:http sending the same bytes: ${loadCell(f.bareNode)}`,
      result: `**${r2.toFixed(2)}** (aim ≥ 0.5)`,
    });
  }
  if (f.submissions && f.duplicates) {
    const s = f.submissions;
    const accepted = (run: LoadResult) => (run.outcome?.created ?? 0) / run.seconds;
    const other = (run: LoadResult) => Object.values(run.outcome?.otherStatuses ?? {}).reduce((a, b) => a + b, 0);
    rows.push({
      item: 3,
      figure: `POST /api/v1/submissions on the API directly, ${fmt(s.requests)} distinct participants and posts, ${CONNECTIONS} connections`,
      measured: `**${fmt(accepted(s))} accepted/s**, p99 ${fmt(s.latencyP99Ms)} ms; ${fmt(s.outcome?.created ?? 0)} created, ${other(s) + s.errors + s.timeouts} errors; ${cpuCell(f.cpu.submissions)}`,
      baseline: '—',
      result: `aim ≥ 1,000/s with no error`,
    });
    const d = f.duplicates;
    rows.push({
      item: 3,
      figure: `the same with every ${DUPLICATE_EVERY}th link already entered (${fmt(d.requests)} requests)`,
      measured: `${fmt(d.requests / d.seconds)} answers/s (${fmt(accepted(d))} accepted/s), p99 ${fmt(d.latencyP99Ms)} ms; ${fmt(d.outcome?.duplicates ?? 0)} clean 409 duplicate_submission of ${fmt(f.duplicatesExpected ?? 0)} expected, ${other(d) + d.errors + d.timeouts} errors`,
      baseline: '—',
      result: 'each duplicate a clean 409',
    });
  }
  if (f.votes) {
    const errors = (run: LoadResult) =>
      Object.values(run.outcome?.otherStatuses ?? {}).reduce((a, b) => a + b, 0) + run.errors + run.timeouts;
    const v = f.votes;
    const base = f.submissions
      ? `${fmt((f.submissions.outcome?.created ?? 0) / f.submissions.seconds)} accepted/s`
      : '—';
    rows.push({
      item: 8,
      figure: `POST /api/v1/submissions/{id}/vote on the API directly, ${fmt(v.requests)} distinct voters over 1,000 entries, ${CONNECTIONS} connections (after ${fmt(VOTE_WARM_UP)} warm-up votes)`,
      measured: `**${fmt((v.outcome?.created ?? 0) / v.seconds)} accepted/s**, p99 ${fmt(v.latencyP99Ms)} ms; ${fmt(v.outcome?.created ?? 0)} answered 201, ${fmt(f.votesStored.saturating ?? 0)} stored, ${errors(v)} errors; ${cpuCell(f.cpu.votes)}`,
      baseline: `POST /submissions (3) in the same run: ${base}`,
      result: 'aim ≥ 3,000/s, p99 ≤ 50 ms, no error',
    });
    const r = f.votesAtRate;
    if (r) {
      rows.push({
        item: 8,
        figure: `the same, ${fmt(VOTE_RATE)} votes a second offered (${fmt(r.requests)} other voters)`,
        measured: `**${fmt((r.outcome?.created ?? 0) / r.seconds)} accepted/s**, p50 ${fmt(r.latencyP50Ms)} ms, **p99 ${fmt(r.latencyP99Ms)} ms**; ${fmt(r.outcome?.created ?? 0)} answered 201, ${fmt(f.votesStored.atRate ?? 0)} stored, ${errors(r)} errors`,
        baseline: '—',
        result: 'aim: p99 ≤ 50 ms at 3,000/s',
      });
    }
  }
  const ranks = f.apiBench.filter((line) => String(line.bench).startsWith('rank recompute'));
  if (ranks.length) {
    const ms = ranks.map((line) => line.rankingTransactionMs.median as number);
    rows.push({
      item: 4,
      figure: `rank recompute (one SQL statement, ${ranks.map((line) => fmt(line.entries)).join(' / ')} verified entries)`,
      measured: ranks
        .map(
          (line) =>
            `${fmt(line.entries)}: ${fmt(line.rankingTransactionMs.median)} ms (${fmt((line.untilBoardPublishedMs ?? line.withPublishAndPruneMs)?.median ?? 0)} ms until the board is published)`,
        )
        .join('; '),
      baseline: '—',
      result: `growth ${ms
        .slice(1)
        .map(
          (value, i) =>
            `×${(value / ms[i]).toFixed(1)} for ×${(ranks[i + 1].entries / ranks[i].entries).toFixed(1)} entries`,
        )
        .join(', ')} (aim: 1M ≤ 3 s, linear)`,
    });
  }
  for (const line of f.apiBench.filter((entry) => String(entry.bench).startsWith('refresh cycle'))) {
    rows.push({
      item: 5,
      figure: `refresh cycle, ${fmt(line.entries)} entries vs the fake Graph server, pages of ${line.pageSize}`,
      measured: `${fmt(line.seconds, 1)} s, ${fmt(line.calls)} calls, worker peak RSS ${fmt(line.workerMemory.rssPeakMb)} MB`,
      baseline: '—',
      result: `${fmt(line.samplesPerSecond)} samples/s`,
    });
  }
  if (f.broadcast) {
    const b = f.broadcast;
    rows.push({
      item: 9,
      figure: `POST /api/v1/admin/broadcasts through nginx: all participants, e-mail and site (${fmt(b.recipients)} people)`,
      measured: `**${fmt(b.seconds, 1)} s** (HTTP ${b.status}) to fix the audience (${fmt(b.recipients)} lean rows) and the audit entry in one transaction; the worker writes the messages after`,
      baseline: `the preview counting the same audience: ${fmt(b.previewSeconds, 1)} s`,
      result: `aim < 10 s for 100,000`,
    });
  }
  for (const line of f.apiBench.filter((entry) => String(entry.bench).startsWith('certificates issued'))) {
    rows.push({
      item: 10,
      figure: `certificates issued by the worker's sweep: ${fmt(line.certificates)} participation, in batches, each holder told`,
      measured: `**${fmt(line.certificatesPerSecond)} certificates/s** (${fmt(line.seconds, 1)} s, ${fmt(line.messages)} messages), worker peak RSS ${fmt(line.workerMemory.rssPeakMb)} MB; a verification read meanwhile: median ${line.verificationDuringMs.median} ms, p99 ${line.verificationDuringMs.p99} ms (idle: ${line.verificationIdleMs.median} ms, ${line.verificationIdleMs.p99} ms)`,
      baseline: `one bulk INSERT … SELECT of the same rows: ${fmt(line.bulkInsertRowsPerSecond)} rows/s`,
      result: `**${(line.certificatesPerSecond / line.bulkInsertRowsPerSecond).toFixed(2)}** of the bulk insert`,
    });
  }
  for (const line of f.apiBench.filter((entry) => String(entry.bench).startsWith('certificate PDFs'))) {
    rows.push({
      item: 10,
      figure: `certificate PDFs drawn on download (A4, English and Hindi, QR code; ${fmt(line.pdfs)} in a row)`,
      measured: `**${line.pdfsPerSecond} PDFs/s**, ${fmt(line.averageKb)} kB each, peak RSS ${fmt(line.memory.rssPeakMb)} MB`,
      baseline: `the same certificates verified (JSON): ${fmt(line.verificationsPerSecond)}/s`,
      result: `**${(line.pdfsPerSecond / line.verificationsPerSecond).toFixed(3)}** of a verification`,
    });
  }
  if (f.apiBenchError)
    rows.push({ item: 4, figure: 'api/bench', measured: f.apiBenchError, baseline: '—', result: 'not measured' });
  if (f.landing) {
    const lighthouseRow = (lh: LighthouseResult[], language: string) => {
      const med = (key: keyof LighthouseResult) => median(lh.map((run) => run[key]));
      rows.push({
        item: 6,
        figure: `landing page in ${language}, Lighthouse 12 mobile (median of ${lh.length})`,
        measured: `performance **${med('performance')}** (runs: ${lh.map((run) => run.performance).join(', ')}), accessibility ${med('accessibility')}, best practices ${med('bestPractices')}, SEO ${med('seo')}`,
        baseline: '—',
        result: `FCP ${fmt(med('fcpMs'))} ms, LCP ${fmt(med('lcpMs'))} ms, TBT ${fmt(med('tbtMs'))} ms, CLS ${med('cls')}`,
      });
    };
    rows.push({
      item: 6,
      figure: 'landing page: initial JavaScript (entry + preloaded modules) as nginx sends it',
      measured: `${fmt(f.landing.gzipBytes / 1024, 1)} kB on the wire in ${f.landing.files} files (${f.landing.plainFiles} under nginx's 1 kB gzip threshold)`,
      baseline: '—',
      result: 'budget 120 kB (web/)',
    });
    for (const [language, runs] of Object.entries(f.lighthouse)) lighthouseRow(runs, language);
  }
  const m = f.memory;
  rows.push({
    item: 7,
    figure: 'memory (resident, peak): API and worker processes of the stack',
    measured:
      `API: ${m.idle?.api} MB just started, ${m.seeded?.api} MB with ${fmt(ENTRIES)} entries, ${m.leaderboardLoad?.api} MB under (1)(2), ` +
      `${m.submissionsLoad?.api} MB under (3); worker: ${m.idle?.worker} MB just started, ${m.workerCycle?.worker} MB running a cycle over ` +
      `${fmt(f.stackCycle?.samples ?? 0)} entries (${fmt(f.stackCycle?.seconds ?? 0, 1)} s, simulated provider)`,
    baseline: '—',
    result: '—',
  });
  return [
    machineLine(startedAt, loadBefore),
    `Data: \`npm run seed:demo -- --entries ${ENTRIES}\`; load: autocannon, ${SECONDS} s per run, ${ROUNDS} rounds alternating each figure with its baseline (means shown).`,
    '',
    table(rows),
  ].join('\n');
}
