import { ChildProcess, fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestEnvironment } from '../test/harness/test-environment';
import { seedDemo } from '../src/seed/seed-demo';
import { report } from './bench-report';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const ROUNDS = 2;
const MAIN = path.join(__dirname, '../dist/main.js');

interface LoadResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** autocannon in its own process, so each server under test keeps a core to itself. */
async function load(url: string): Promise<LoadResult> {
  const child = fork(
    require.resolve('autocannon/autocannon.js'),
    ['-c', String(CONNECTIONS), '-d', String(SECONDS), '--json', url],
    { silent: true },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  await once(child, 'exit');
  const result = JSON.parse(output.slice(output.indexOf('{')));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function waitFor(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (attempt > 150) throw new Error(`${url} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The compiled API (`node dist/main.js`, as production runs it) in its own process. */
async function startApi(logLevel: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: logLevel },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/api/v1/leaderboard?limit=100`;
  await waitFor(url);
  return { url, process: child };
}

/** A bare node:http server in its own process, answering every request with the same bytes and headers. */
async function startBare(
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; process: ChildProcess }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-http-'));
  writeFileSync(path.join(dir, 'body'), body);
  writeFileSync(
    path.join(dir, 'bare.js'),
    `const body = require('fs').readFileSync(${JSON.stringify(path.join(dir, 'body'))});
     const headers = ${JSON.stringify(headers)};
     const server = require('http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
     server.keepAliveTimeout = 60000;
     server.listen(Number(process.env.PORT), '127.0.0.1');`,
  );
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, 'bare.js')], { env: { PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/leaderboard?limit=100`;
  await waitFor(url);
  return { url, process: child };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

describe('GET /leaderboard?limit=100 throughput', () => {
  useTestEnvironment();

  beforeAll(async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await seedDemo({ entries: 2000, reset: false });
    } finally {
      log.mockRestore();
    }
  });

  it('on the API directly, as a ratio to a bare node:http server sending the same bytes', async () => {
    const info = await startApi('info'); // production's default: an access-log line per request
    const warn = await startApi('warn'); // no access log
    const sample = await fetch(info.url);
    const body = Buffer.from(await sample.arrayBuffer());
    expect(JSON.parse(body.toString()).items).toHaveLength(100);
    const headers = Object.fromEntries(
      ['content-type', 'etag', 'cache-control'].map((name) => [name, sample.headers.get(name)!]),
    );
    const bare = await startBare(body, headers);

    // Rounds alternate the three, so a busier moment on the machine does not fall on one side only.
    const runs: Record<'info' | 'warn' | 'bare', LoadResult[]> = { info: [], warn: [], bare: [] };
    try {
      for (let round = 0; round < ROUNDS; round++) {
        runs.info.push(await load(info.url));
        runs.warn.push(await load(warn.url));
        runs.bare.push(await load(bare.url));
      }
    } finally {
      await Promise.all([stop(info.process), stop(warn.process), stop(bare.process)]);
    }
    const all = [...runs.info, ...runs.warn, ...runs.bare];
    expect(all.every((r) => r.non2xx === 0 && r.errors === 0)).toBe(true);
    const mean = (list: LoadResult[]) =>
      Math.round(list.reduce((sum, r) => sum + r.requestsPerSecond, 0) / list.length);
    report('GET /leaderboard?limit=100 requests per second', {
      bodyBytes: body.length,
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      apiLogInfo: { meanRequestsPerSecond: mean(runs.info), runs: runs.info },
      apiLogWarn: { meanRequestsPerSecond: mean(runs.warn), runs: runs.warn },
      bareNodeHttp: { meanRequestsPerSecond: mean(runs.bare), runs: runs.bare },
      ratioLogInfo: Number((mean(runs.info) / mean(runs.bare)).toFixed(2)),
      ratioLogWarn: Number((mean(runs.warn) / mean(runs.bare)).toFixed(2)),
    });
  });
});
