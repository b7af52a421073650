/**
 * The contest day's load, in a process of its own, through nginx; configured by the JSON file named on the
 * command line; prints one JSON summary. Requests are sent on a schedule (open loop: a slow answer does not
 * slow the arrivals, as with real visitors), each from a client address of its own choosing: Linux lets a
 * client bind any 127.x.y.z, so nginx sees as many addresses as there are visitors.
 *
 * {mode: 'mixed', base, rate, seconds, addresses, mix, entryIds, voters: {file, from}, entrants: {file, from},
 *   runId} — `rate` requests a second for `seconds`, per 1,000 of them `mix.reads` reads (board pages, entry
 *   pages, results), `mix.signIns` e-mail code requests, `mix.entries` entries and `mix.votes` votes, every
 *   write by a participant of its own (lines of the token files from `from` on); visitors keep their
 *   connection between requests, one pool of connections per address.
 * {mode: 'surge', base, seconds, addresses, entryIds, voters: {file, from, count}} — `count` voters, each one
 *   vote on a connection of its own, spread evenly over `seconds`; voter i comes from address i % addresses. The
 *   voters are shared out among child processes of this script (`mode: 'surge-part'`), at most SURGE_PART_VOTERS
 *   each, so that no process needs more open files than this machine allows one (its hard limit is 20,000).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script */
const http = require('node:http');
const { execFile } = require('node:child_process');
const { readFileSync, writeFileSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const target = new URL(config.base);
const lines = (file) => readFileSync(file, 'utf8').trim().split('\n');

/** The n-th client address: 127.1.0.0 upwards (127.0.0.1 is nginx's trusted proxy, left out). */
const address = (n) => `127.${1 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`;

const expected = { board: 200, entry: 200, results: 200, signIn: 200, entry_submit: 201, vote: 201 };
const latencies = [];
const byKind = {};
const failures = {};
/** Every answer as record() was given it: what a surge part hands its parent, which records them again. */
const answers = [];
let maxLagMs = 0;

function record(kind, status, ms, detail) {
  answers.push([kind, status, ms, detail]);
  const row = (byKind[kind] ??= { count: 0, ok: 0, latencies: [] });
  row.count += 1;
  row.latencies.push(ms);
  latencies.push(ms);
  if (status === expected[kind]) row.ok += 1;
  else {
    const key = `${kind} ${status}${detail ? ` ${detail}` : ''}`;
    failures[key] = (failures[key] ?? 0) + 1;
  }
}

/** The project's error code of an answer ({"error":{"code"}}, nginx's error pages included), else its start. */
function errorCode(body) {
  try {
    return JSON.parse(body).error?.code ?? body.slice(0, 40);
  } catch {
    return body.slice(0, 40);
  }
}

function send(kind, options, body, scheduledAt) {
  return new Promise((resolve) => {
    maxLagMs = Math.max(maxLagMs, performance.now() - scheduledAt);
    const request = http.request({ host: target.hostname, port: target.port, ...options }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const ok = response.statusCode === expected[kind];
        const detail = ok ? '' : errorCode(Buffer.concat(chunks).toString());
        record(kind, response.statusCode, performance.now() - scheduledAt, detail);
        resolve();
      });
    });
    request.on('error', (error) => {
      record(kind, 0, performance.now() - scheduledAt, error.code ?? error.message);
      resolve();
    });
    request.end(body);
  });
}

const percentile = (values, p) => {
  if (!values.length) return 0;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 10) / 10;
};

/**
 * Runs `count` sends spread evenly over `seconds` from `started` (a performance.now() time), `make(i,
 * scheduledAt)` for each i with i % stride === offset; resolves when all are answered.
 */
async function schedule(count, seconds, make, { started = performance.now(), stride = 1, offset = 0 } = {}) {
  const pending = [];
  let next = offset;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(count, Math.floor(((performance.now() - started) / (seconds * 1000)) * count) + 1);
      for (; next < due; next += stride) pending.push(make(next, started + (next * seconds * 1000) / count));
      if (next >= count) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}

/** Voters one surge process takes at most: each holds a connection, an open file, until answered. */
const SURGE_PART_VOTERS = 12_000;

/** The surge: its parts run side by side, on one schedule from a start time they are all given. */
async function surge() {
  const parts = Math.ceil(config.voters.count / SURGE_PART_VOTERS);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-surge-'));
  const startAt = Date.now() + 1000;
  try {
    const results = await Promise.all(
      Array.from({ length: parts }, (_, part) => {
        const file = path.join(dir, `part-${part}.json`);
        writeFileSync(file, JSON.stringify({ ...config, mode: 'surge-part', part, parts, startAt }));
        return new Promise((resolve, reject) =>
          execFile(process.execPath, [__filename, file], { maxBuffer: 256 * 2 ** 20 }, (error, stdout) =>
            error ? reject(error) : resolve(JSON.parse(stdout)),
          ),
        );
      }),
    );
    for (const result of results) {
      for (const answer of result.answers) record(...answer);
      maxLagMs = Math.max(maxLagMs, result.maxLagMs);
    }
    return {
      seconds: Math.max(...results.map((result) => result.seconds)),
      sent: config.voters.count,
      generatorCpuMs: results.reduce((sum, result) => sum + result.cpuMs, 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One process's share of the surge: voter i for each i % parts === part. */
async function surgePart() {
  const tokens = lines(config.voters.file).slice(config.voters.from, config.voters.from + config.voters.count);
  const started = performance.now() + (config.startAt - Date.now());
  const seconds = await schedule(
    tokens.length,
    config.seconds,
    (i, at) =>
      send(
        'vote',
        {
          method: 'POST',
          path: `/api/v1/submissions/${config.entryIds[i % config.entryIds.length]}/vote`,
          headers: { authorization: `Bearer ${tokens[i]}`, connection: 'close' },
          localAddress: address(i % config.addresses),
          agent: false,
        },
        undefined,
        at,
      ),
    { started, stride: config.parts, offset: config.part },
  );
  return { seconds, answers, maxLagMs: Math.round(maxLagMs), cpuMs: cpuMs() };
}

async function mixed() {
  const voters = lines(config.voters.file);
  const entrants = lines(config.entrants.file);
  let voter = config.voters.from;
  let entrant = config.entrants.from;
  const agents = new Map();
  const agentFor = (n) => {
    let agent = agents.get(n);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, localAddress: address(n) });
      agents.set(n, agent);
    }
    return agent;
  };
  const { reads, signIns, entries } = config.mix;
  const count = Math.round(config.rate * config.seconds);
  const seconds = await schedule(count, config.seconds, (i, at) => {
    const turn = i % 1000;
    const agent = agentFor((i * 7919) % config.addresses);
    const entryId = config.entryIds[(i * 31) % config.entryIds.length];
    if (turn < reads) {
      const read = i % 10;
      if (read < 5) {
        const query =
          read === 0 ? `?limit=50&category=${['life', 'action', 'philosophy', 'policies'][i % 4]}` : '?limit=50';
        return send('board', { agent, path: `/api/v1/leaderboard${query}` }, undefined, at);
      }
      if (read < 9) return send('entry', { agent, path: `/api/v1/entries/${entryId}` }, undefined, at);
      return send('results', { agent, path: '/api/v1/results' }, undefined, at);
    }
    if (turn < reads + signIns) {
      const body = JSON.stringify({ email: `visitor-${config.runId}-${i}@bench.example` });
      return send(
        'signIn',
        { agent, method: 'POST', path: '/api/v1/auth/email', headers: { 'content-type': 'application/json' } },
        body,
        at,
      );
    }
    if (turn < reads + signIns + entries) {
      const token = entrants[entrant++ % entrants.length];
      const body = JSON.stringify({
        instagramUrl: `https://www.instagram.com/reel/D${config.runId}${i.toString(36)}/`,
        category: 'life',
        hashtagsAdded: true,
        consent: true,
        consentVersion: '2025-09-15',
        language: 'en',
      });
      return send(
        'entry_submit',
        {
          agent,
          method: 'POST',
          path: '/api/v1/submissions',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        },
        body,
        at,
      );
    }
    const token = voters[voter++ % voters.length];
    return send(
      'vote',
      {
        agent,
        method: 'POST',
        path: `/api/v1/submissions/${entryId}/vote`,
        headers: { authorization: `Bearer ${token}` },
      },
      undefined,
      at,
    );
  });
  for (const agent of agents.values()) agent.destroy();
  return { seconds, sent: count, votersUsed: voter - config.voters.from, entrantsUsed: entrant - config.entrants.from };
}

const cpuMs = () => Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000);

if (config.mode === 'surge-part') {
  surgePart().then((result) => process.stdout.write(JSON.stringify(result)));
} else {
  (config.mode === 'surge' ? surge() : mixed()).then(summarise);
}

function summarise(result) {
  const kinds = Object.fromEntries(
    Object.entries(byKind).map(([kind, row]) => [
      kind,
      { count: row.count, ok: row.ok, p50Ms: percentile(row.latencies, 0.5), p99Ms: percentile(row.latencies, 0.99) },
    ]),
  );
  process.stdout.write(
    `${JSON.stringify({
      ...result,
      answered: latencies.length,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: percentile(latencies, 1),
      // How late the generator itself sent its latest request: large values mean the load generator, not the
      // stack, was short of CPU.
      maxLagMs: Math.round(maxLagMs),
      kinds,
      failures,
      errors: Object.values(failures).reduce((a, b) => a + b, 0),
      // The surge's parts' CPU, else this process's.
      generatorCpuMs: result.generatorCpuMs ?? cpuMs(),
    })}\n`,
  );
}
