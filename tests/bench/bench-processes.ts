import { ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/stack';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, { count: number }>;
  outcome?: { created: number; duplicates: number; otherStatuses: Record<string, number> };
}

/** One autocannon run in its own process (tests/bench/autocannon-runner.cjs). */
export async function load(config: Record<string, unknown>): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const file = path.join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  try {
    const { stdout } = await run(process.execPath, [path.join(__dirname, 'autocannon-runner.cjs'), file], {
      cwd: __dirname,
      maxBuffer: 16 * 2 ** 20,
    });
    return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered 200`);
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await once(child, 'exit');
}

/**
 * An nginx of the bench's own, rendered from the project's template exactly as `npm start` renders it, in
 * front of the stack's API, whose site root holds the board's bytes as a static file: the API path and the
 * static file are then served by the same nginx, configuration and access log.
 */
export async function startBenchNginx(apiPort: number, body: Buffer): Promise<Server & { staticUrl: string }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's CommonJS renderer
  const { prepareLocalNginx } = require(path.join(REPO_ROOT, 'nginx', 'render.cjs'));
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  // nginx's workers drop to an unprivileged user when started as root: they must be able to read the site.
  chmodSync(dir, 0o755);
  const webRoot = path.join(dir, 'site');
  mkdirSync(path.join(webRoot, 'bench'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>bench</title>');
  writeFileSync(path.join(webRoot, 'bench', 'leaderboard.json'), body);
  const port = await freePort();
  const nginx = prepareLocalNginx({
    prefix: path.join(dir, 'nginx'),
    listen: `127.0.0.1:${port}`,
    apiPort,
    mode: 'development',
    env: { SUBMIT_RATE: '60000r/m', SUBMIT_BURST: '10000', SIGNIN_RATE: '60000r/m', SIGNIN_BURST: '10000' },
    webRoot,
    adminRoot: webRoot,
  });
  const child = spawn('nginx', nginx.args, { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  };
  await waitFor(`${baseUrl}/bench/leaderboard.json`).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url: baseUrl, staticUrl: `${baseUrl}/bench/leaderboard.json`, stop };
}

/** A bare node:http server in its own process answering every request with the same bytes and headers. */
export async function startBareNode(body: Buffer, headers: Record<string, string>): Promise<Server> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  writeFileSync(path.join(dir, 'body'), body);
  writeFileSync(
    path.join(dir, 'bare.js'),
    `const body = require('fs').readFileSync(${JSON.stringify(path.join(dir, 'body'))});
     const headers = ${JSON.stringify(headers)};
     const server = require('http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
     server.keepAliveTimeout = 65000;
     server.listen(Number(process.env.PORT), '127.0.0.1');`,
  );
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, 'bare.js')], { env: { PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/api/v1/leaderboard?limit=100`;
  await waitFor(url);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process (MB), from /proc. */
function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples the resident memory of named processes every 200 ms; `stop()` gives each one's peak (MB). */
export function watchMemory(pids: Record<string, number>) {
  const peaks: Record<string, number> = {};
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) {
      const value = rssMb(pid);
      if (value !== null) peaks[name] = Math.max(peaks[name] ?? 0, value);
    }
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop(): Record<string, number> {
      clearInterval(timer);
      sample();
      return { ...peaks };
    },
  };
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null once it is gone. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU time used by processes between `start()` and `stop()`, load-independent where throughput is not. `pids`
 * is called at both ends (Postgres backends may open during the run; one not seen at the start counts whole).
 */
export async function measureCpu(pids: () => Promise<Record<string, number[]>>) {
  const before = new Map<number, number>();
  for (const list of Object.values(await pids())) for (const pid of list) before.set(pid, cpuMs(pid) ?? 0);
  return {
    async stop(): Promise<Record<string, number>> {
      const used: Record<string, number> = {};
      for (const [name, list] of Object.entries(await pids())) {
        used[name] = list.reduce((sum, pid) => sum + Math.max(0, (cpuMs(pid) ?? 0) - (before.get(pid) ?? 0)), 0);
      }
      return used;
    },
  };
}

/** The pids `scripts/start.mjs` recorded for the stack's processes (api, worker, nginx, ...). */
export function stackPids(logFile: string): Record<string, number> {
  const entries = JSON.parse(readFileSync(path.join(path.dirname(logFile), 'pids.json'), 'utf8')) as Array<{
    name: string;
    pid: number;
  }>;
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.pid]));
}

/** A command of the repository (`npm run …`), its output kept for the error message. */
export async function npm(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn('npm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`);
  return output;
}

/**
 * Adds a job to the stack's metrics queue through the project's own BullMQ (resolved from the api workspace),
 * exactly as the schedule does, and resolves with its result once a worker has finished it.
 */
export async function runStackJob(redisPrefix: string, name: string, data: object): Promise<unknown> {
  const script = `
    const { Queue, QueueEvents } = require('bullmq');
    const connection = { url: process.env.REDIS_URL };
    const prefix = process.env.PREFIX + ':bull';
    (async () => {
      const queue = new Queue('metrics', { prefix, connection });
      const events = new QueueEvents('metrics', { prefix, connection });
      await events.waitUntilReady();
      const job = await queue.add(process.env.JOB, JSON.parse(process.env.DATA));
      const result = await job.waitUntilFinished(events, 3600000);
      process.send(result);
      await Promise.all([queue.close(), events.close()]);
    })().catch((error) => { console.error(error); process.exit(1); });`;
  // -e resolves require() from the working directory: the api workspace, which depends on bullmq.
  const child = spawn(process.execPath, ['-e', script], {
    cwd: path.join(REPO_ROOT, 'api'),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PREFIX: redisPrefix,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      JOB: name,
      DATA: JSON.stringify(data),
    },
  });
  const [result] = (await once(child, 'message')) as [unknown];
  await once(child, 'exit');
  return result;
}

/** Processes whose parent is `pid` (the API's cluster workers, when it runs several). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
