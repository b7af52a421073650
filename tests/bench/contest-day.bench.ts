import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { ApiProcesses, startApiProcesses } from '../support/api-processes';
import { childrenOf, measureCpu, npm } from './bench-processes';
import { fmt, machineLine, writeSection } from './report';

const run = promisify(execFile);

/** Demo entries on the board (`npm run seed:demo -- --entries N`). */
const ENTRIES = Number(process.env.BENCH_DAY_ENTRIES ?? 100_000);
/** The offered rates of the ramp (requests a second), each held for BENCH_DAY_STEP_SECONDS. */
const RATES = (process.env.BENCH_DAY_RATES ?? '250,500,1000,1500,2000,3000,4000,6000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_DAY_STEP_SECONDS ?? 10);
/** Per 1,000 requests of the contest day's mix (issue #27 §5). */
const MIX = { reads: 900, signIns: 40, entries: 10, votes: 50 };
const SURGE_VOTERS = Number(process.env.BENCH_SURGE_VOTERS ?? 40_000);
const SURGE_SECONDS = Number(process.env.BENCH_SURGE_SECONDS ?? 3);
/** Client addresses the surge comes from: ten voters behind each by default, as behind a carrier's NAT. */
const SURGE_ADDRESSES = Number(process.env.BENCH_SURGE_ADDRESSES ?? 4_000);
/** Client addresses of the ramp's visitors. */
const ADDRESSES = 2_000;
const API_PROCESSES = 2;
/** The aims: a step is held when its p99 is at most this and nothing failed. */
const P99_AIM_MS = 200;
const SURGE_P99_AIM_MS = 2_000;

interface RunnerResult {
  seconds: number;
  sent: number;
  answered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  maxLagMs: number;
  kinds: Record<string, { count: number; ok: number; p50Ms: number; p99Ms: number }>;
  failures: Record<string, number>;
  errors: number;
  votersUsed?: number;
  entrantsUsed?: number;
  generatorCpuMs: number;
}

interface Step extends RunnerResult {
  rate: number;
  /** CPU of each component over the step, as a share of one core (1 = one core busy throughout). */
  cores: Record<string, number>;
  held: boolean;
  /** The machine's load average (1 min) at the end of the step. */
  loadAverage: number;
}

/** One run of the load generator (contest-day-runner.cjs) in a process of its own. */
async function runner(config: Record<string, unknown>): Promise<RunnerResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-day-'));
  const file = path.join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  try {
    const { stdout } = await run(process.execPath, [path.join(__dirname, 'contest-day-runner.cjs'), file], {
      maxBuffer: 64 * 2 ** 20,
    });
    return JSON.parse(stdout.trim().split('\n').pop()!) as RunnerResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Redis server on this machine (shared with everything else using it: its CPU is an upper bound). */
function redisPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'redis-server';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * `npm run bench`: a contest day through nginx. Two API processes (`node api/dist/main.js`) behind the project's
 * nginx, 100,000 entries on the board; first the day's mix of reads, sign-ins, entries and votes, ramped step
 * by step until a step's p99 passes 200 ms or anything fails, then (as it may leave the stack broken) a surge of
 * 40,000 distinct voters within 3 seconds. Each step's CPU is read from /proc for the API processes, nginx, the database's Postgres backends,
 * Redis and the load generator. Nothing here asserts a timing: the figures are for people to read.
 */
describe('npm run bench: a contest day through nginx', () => {
  const startedAt = new Date();
  const loadBefore = loadavg()[0];
  let apis: ApiProcesses;
  let db: Client;
  let entryIds: string[];
  let voterFile: string;
  let entrantFile: string;
  let surge: (RunnerResult & { stored: number; distinctVoters: number }) | undefined;
  const steps: Step[] = [];

  /** Participants written straight into the database (voters with a verified mobile); a file of their tokens. */
  async function participants(count: number, kind: 'voter' | 'entrant', block: number): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      kind === 'voter'
        ? `WITH p AS (INSERT INTO participants (name, email, email_verified)
                      SELECT 'Day Voter ' || n, 'day-voter-' || $2 || '-' || n || '@bench.example', true
                      FROM generate_series(1, $1) AS n RETURNING id)
           INSERT INTO identities (participant_id, provider, subject)
           SELECT id, 'phone', '+91' || $2 || lpad(row_number() OVER ()::text, 7, '0') FROM p
           RETURNING participant_id AS id`
        : `INSERT INTO participants (name, email, email_verified, state_province, creator_category)
           SELECT 'Day Entrant ' || n, 'day-entrant-' || $2 || '-' || n || '@bench.example', true, 'Kerala',
                  'micro_influencer'
           FROM generate_series(1, $1) AS n RETURNING id`,
      [count, String(block)],
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-day-tokens-')), 'tokens');
    writeFileSync(file, rows.map((row) => apis.token(row.id)).join('\n'));
    return file;
  }

  beforeAll(async () => {
    // The production limits of the nginx template (nginx/render.cjs TEMPLATE_DEFAULTS), not the test stacks'
    // relaxed ones: the aim is that honest visitors never meet them.
    apis = await startApiProcesses({ count: API_PROCESSES, label: 'contestday' });
    db = new Client({ connectionString: apis.databaseUrl });
    await db.connect();
    await npm(['run', 'seed:demo', '--', '--entries', String(ENTRIES)], {
      DATABASE_URL: apis.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: apis.redisPrefix,
      NODE_ENV: 'development',
    });
    // Round 1 takes entries and votes now, one vote per voter a day.
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '30 days', closed_at = NULL,
              accepts_submissions = (id = 1), voting_enabled = (id = 1), vote_once_per = 'day', updated_at = now()`,
    );
    entryIds = (await db.query<{ id: string }>(`SELECT id FROM submissions ORDER BY random() LIMIT 1000`)).rows.map(
      (row) => row.id,
    );
    const rampVotes = Math.ceil((RATES.reduce((a, b) => a + b, 0) * STEP_SECONDS * MIX.votes) / 1000);
    const rampEntries = Math.ceil((RATES.reduce((a, b) => a + b, 0) * STEP_SECONDS * MIX.entries) / 1000);
    voterFile = await participants(SURGE_VOTERS + rampVotes, 'voter', 600);
    entrantFile = await participants(rampEntries, 'entrant', 0);
    // The seed publishes its board; the API processes swap it in on the publication message.
    for (let attempt = 0; ; attempt++) {
      const board = (await (await fetch(`${apis.base}/api/v1/leaderboard?limit=100`)).json()) as { items: unknown[] };
      if (board.items.length === 100) break;
      if (attempt > 100) throw new Error('the seeded board never reached the API');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 30 * 60_000);

  afterAll(async () => {
    for (const file of [voterFile, entrantFile]) if (file) rmSync(path.dirname(file), { recursive: true, force: true });
    await db?.end();
    await apis?.stop();
  }, 120_000);

  /** The components' processes, looked up again at each end (Postgres backends come and go). */
  const components = async (): Promise<Record<string, number[]>> => {
    const backends = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return {
      api: apis.ports.map((port) => apis.process(port).pid!),
      nginx: [apis.nginx.pid!, ...childrenOf(apis.nginx.pid!)],
      postgres: backends.rows.map((row) => row.pid),
      redis: redisPids(),
    };
  };

  it(
    '(11) the contest-day mix through nginx, ramped until p99 passes 200 ms or a request fails',
    async () => {
      let voters = SURGE_VOTERS;
      let entrants = 0;
      for (const [index, rate] of RATES.entries()) {
        const cpu = await measureCpu(components);
        const started = Date.now();
        const result = await runner({
          mode: 'mixed',
          base: apis.base,
          rate,
          seconds: STEP_SECONDS,
          addresses: ADDRESSES,
          mix: MIX,
          entryIds,
          voters: { file: voterFile, from: voters },
          entrants: { file: entrantFile, from: entrants },
          runId: `${index}${Date.now().toString(36)}`,
        });
        const used = await cpu.stop();
        const wallMs = Date.now() - started;
        voters += result.votersUsed ?? 0;
        entrants += result.entrantsUsed ?? 0;
        const cores = Object.fromEntries(
          Object.entries({ ...used, generator: result.generatorCpuMs }).map(([name, ms]) => [name, ms / wallMs]),
        );
        const held = result.p99Ms <= P99_AIM_MS && result.errors === 0;
        const step: Step = { ...result, rate, cores, held, loadAverage: loadavg()[0] };
        steps.push(step);
        process.stdout.write(`(11) ${JSON.stringify(step)}\n`);
        if (!step.held) break;
        // Let the queues drain and nginx's micro-cache entries age between steps.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
    },
    60 * 60_000,
  );

  it(
    `(12) a surge: ${fmt(SURGE_VOTERS)} distinct voters within ${SURGE_SECONDS} s, from ${fmt(SURGE_ADDRESSES)} addresses`,
    async () => {
      const counts = async () =>
        (
          await db.query<{ stored: number; voters: number }>(
            `SELECT count(*)::int AS stored, count(DISTINCT voter_id)::int AS voters FROM votes`,
          )
        ).rows[0];
      const before = await counts();
      const result = await runner({
        mode: 'surge',
        base: apis.base,
        seconds: SURGE_SECONDS,
        addresses: SURGE_ADDRESSES,
        entryIds,
        voters: { file: voterFile, from: 0, count: SURGE_VOTERS },
      });
      const after = await counts();
      surge = { ...result, stored: after.stored - before.stored, distinctVoters: after.voters - before.voters };
      process.stdout.write(`(12) ${JSON.stringify(surge)}\n`);
    },
    30 * 60_000,
  );

  it('prints the figures and writes them to docs/benchmarks.md', () => {
    const text = render(startedAt, loadBefore, steps, surge);
    process.stdout.write(`\n${text}\n`);
    writeSection(text, 'contest-day benchmarks');
  });
});

const pct = (share: number) => `${Math.round(share * 100)} %`;

/**
 * The component nearest its capacity (one core for an API process or Redis, every core for the others), or none
 * when even that one was below 80 % of it: then the requests waited for a core the machine's other work held.
 */
function saturated(step: Step): string {
  const capacity: Record<string, number> = {
    api: API_PROCESSES,
    nginx: cpus().length,
    postgres: cpus().length,
    redis: 1,
    generator: 1,
  };
  const [name, share] = Object.entries(step.cores)
    .map(([component, cores]) => [component, cores / (capacity[component] ?? cpus().length)] as const)
    .sort(([, a], [, b]) => b - a)[0];
  return share >= 0.8
    ? `**${name}** (${pct(share)} of its capacity)`
    : `none (the busiest, ${name}, at ${pct(share)} of its capacity; load average ${step.loadAverage.toFixed(1)})`;
}

function render(
  startedAt: Date,
  loadBefore: number,
  steps: Step[],
  surge?: RunnerResult & { stored: number; distinctVoters: number },
): string {
  const lines = [
    machineLine(startedAt, loadBefore),
    `Stack: ${API_PROCESSES} API processes (\`node api/dist/main.js\`) behind the project's nginx (template rendered as ` +
      `\`npm start\` renders it, production rate limits), ${fmt(ENTRIES)} demo entries on the board; load from a ` +
      `process of its own, open loop, visitors from ${fmt(ADDRESSES)} client addresses (127.x.y.z).`,
    '',
  ];
  if (surge) {
    const refused = Object.entries(surge.failures)
      .filter(([key]) => key.startsWith('vote 429'))
      .reduce((sum, [, n]) => sum + n, 0);
    lines.push(
      '| surge | measured | aim |',
      '|---|---|---|',
      `| ${fmt(SURGE_VOTERS)} distinct voters within ${SURGE_SECONDS} s, each on its own connection, ${fmt(SURGE_VOTERS / SURGE_ADDRESSES)} per address | ` +
        `**${fmt(surge.kinds.vote?.ok ?? 0)} answered 201**, ${fmt(surge.errors)} errors, ${fmt(refused)} of them 429` +
        `${
          surge.errors
            ? ` (${Object.entries(surge.failures)
                .map(([key, n]) => `${fmt(n)} × ${key}`)
                .join(', ')})`
            : ''
        }; ` +
        `${fmt(surge.stored)} votes stored by ${fmt(surge.distinctVoters)} distinct voters; ` +
        `p50 ${fmt(surge.p50Ms)} ms, **p99 ${fmt(surge.p99Ms)} ms**, slowest ${fmt(surge.maxMs)} ms; all answered after ${fmt(surge.seconds, 1)} s; ` +
        `the generator used ${fmt(surge.generatorCpuMs / 1000, 1)} s of CPU and sent up to ${fmt(surge.maxLagMs)} ms late | 0 errors, 0 × 429, every vote stored once, p99 ≤ ${fmt(SURGE_P99_AIM_MS)} ms |`,
      '',
    );
  }
  if (steps.length) {
    const held = steps.filter((step) => step.held);
    const best = held[held.length - 1];
    const broke = steps.find((step) => !step.held);
    lines.push(
      `**Highest rate held** (p99 ≤ ${P99_AIM_MS} ms, 0 errors): ${best ? `**${fmt(best.rate)} requests/s**` : 'none of the steps'}` +
        (broke
          ? `; at ${fmt(broke.rate)}/s p99 ${fmt(broke.p99Ms)} ms, ${fmt(broke.errors)} errors` +
            `${
              Object.keys(broke.failures).length
                ? ` (${Object.entries(broke.failures)
                    .slice(0, 3)
                    .map(([key, n]) => `${fmt(n)} × ${key}`)
                    .join('; ')})`
                : ''
            }` +
            `; first saturated: ${saturated(broke)}.`
          : '; no step broke.'),
      '',
      '| offered/s | answered/s | p50 | p99 | errors | reads p99 | sign-ins p99 | entries p99 | votes p99 | CPU (cores): API · nginx · Postgres · Redis · generator |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...steps.map((step) => {
        const kind = (name: string) => (step.kinds[name] ? `${fmt(step.kinds[name].p99Ms)} ms` : '—');
        const reads = Math.max(...['board', 'entry', 'results'].map((name) => step.kinds[name]?.p99Ms ?? 0));
        const c = step.cores;
        return (
          `| ${fmt(step.rate)} | ${fmt(step.answered / step.seconds)} | ${fmt(step.p50Ms)} ms | ${step.held ? '' : '**'}${fmt(step.p99Ms)} ms${step.held ? '' : '**'} | ${fmt(step.errors)} | ` +
          `${fmt(reads)} ms | ${kind('signIn')} | ${kind('entry_submit')} | ${kind('vote')} | ` +
          `${[c.api, c.nginx, c.postgres, c.redis, c.generator].map((share) => pct(share ?? 0)).join(' · ')} |`
        );
      }),
    );
  }
  return lines.join('\n');
}
