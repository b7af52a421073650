import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';

/**
 * The whole stack as `npm start` runs it (scripts/start.mjs: migrations, API, worker, the development OpenID
 * provider, nginx with the project's template), on free ports, with its own fresh database and Redis prefix.
 * See tests/support/README.md.
 */
export interface Stack {
  /** nginx, e.g. http://127.0.0.1:41234 — the site at /, the console at /admin/. */
  readonly baseUrl: string;
  /** The API through nginx: `${baseUrl}/api/v1`. */
  readonly apiUrl: string;
  /** This stack's own database (migrated, empty), for arranging data directly. */
  readonly databaseUrl: string;
  /** This stack's Redis namespace (REDIS_PREFIX). */
  readonly redisPrefix: string;
  /** The development OpenID provider standing in for Google (null when `env` configures a real one). */
  readonly oidcIssuerUrl: string | null;
  /** Everything the stack's processes printed, and nginx's own logs. */
  readonly logFile: string;
  readonly nginxPrefix: string;
  /** This stack's own upload directory (MEDIA_DIR), removed with it. */
  readonly mediaDir: string;
  /** Stops every process of the stack and drops its database and Redis keys. */
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment for the API, worker and nginx template (e.g. SIGNIN_RATE, MAX_ENTRIES_PER_PARTICIPANT). */
  env?: Record<string, string>;
  /** How long to wait for the stack to answer; default 120 s. */
  timeoutMs?: number;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const STACK_DB_PREFIX = 'contest_stack_';

// Generous enough that browser journeys signing in many times from 127.0.0.1 never hit them; the deployment
// checks pass the production values (nginx/render.cjs TEMPLATE_DEFAULTS) to test the real limits.
const RELAXED_RATE_LIMITS = {
  SIGNIN_RATE: '6000r/m',
  SIGNIN_BURST: '1000',
  SUBMIT_RATE: '6000r/m',
  SUBMIT_BURST: '1000',
  ADMIN_SIGNIN_RATE: '6000r/m',
  ADMIN_SIGNIN_BURST: '1000',
};

/** The Postgres server the stacks use: DATABASE_URL's (as in CI), else the local one. */
export function adminDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrlFor(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ReadyMessage {
  type: 'ready';
  baseUrl: string;
  apiUrl: string;
  databaseUrl: string;
  redisPrefix: string;
  oidcIssuerUrl?: string;
  nginxPrefix: string;
}

function tail(file: string, lines = 40): string {
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The processes start.mjs recorded as running; used only if it did not stop them itself. */
function recordedPids(runDir: string): number[] {
  try {
    return (JSON.parse(readFileSync(path.join(runDir, 'pids.json'), 'utf8')) as { pid: number }[]).map((p) => p.pid);
  } catch {
    return [];
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `${STACK_DB_PREFIX}${id}`;
  const databaseUrl = databaseUrlFor(database);
  const redisPrefix = `stack:${id}`;
  const runDir = path.join(REPO_ROOT, '.run', 'stacks', id);
  mkdirSync(runDir, { recursive: true });
  const logFile = path.join(runDir, 'stack.log');
  const [httpPort, apiPort] = [await freePort(), await freePort()];

  // A clean environment: nothing from the developer's shell or .env changes what the stack does.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    LANG: process.env.LANG ?? 'C.UTF-8',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    HTTP_PORT: String(httpPort),
    API_PORT: String(apiPort),
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: redisPrefix,
    CONTEST_RUN_DIR: runDir,
    MEDIA_DIR: path.join(runDir, 'media'),
    // Stacks run side by side on one host: no Prometheus endpoints (their fixed ports would collide).
    API_PROMETHEUS_PORT: '0',
    WORKER_PROMETHEUS_PORT: '0',
    ...RELAXED_RATE_LIMITS,
    ...options.env,
  };

  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs'), '--no-env-file'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log);

  const cleanUp = async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
    await deleteRedisKeys(redisPrefix).catch(() => undefined);
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        // start.mjs did not finish stopping its processes: end them by their recorded ids.
        for (const pid of recordedPids(runDir)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        child.kill('SIGKILL');
      }, 30_000);
      await exited(child);
      clearTimeout(timer);
    }
    if (child.connected) child.disconnect();
    await cleanUp();
    if (!process.env.KEEP_STACK_LOGS) rmSync(runDir, { recursive: true, force: true });
  };

  const timeoutMs = options.timeoutMs ?? 120_000;
  try {
    const ready = await new Promise<ReadyMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready within ${timeoutMs / 1000} s`)), timeoutMs);
      child.on('message', (message: ReadyMessage) => {
        if (message?.type !== 'ready') return;
        clearTimeout(timer);
        resolve(message);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`scripts/start.mjs exited (${signal ?? `code ${code}`}) before the stack was ready`));
      });
    });
    return {
      baseUrl: ready.baseUrl,
      apiUrl: ready.apiUrl,
      databaseUrl: ready.databaseUrl,
      redisPrefix: ready.redisPrefix,
      oidcIssuerUrl: ready.oidcIssuerUrl ?? null,
      logFile,
      nginxPrefix: ready.nginxPrefix,
      mediaDir: path.join(runDir, 'media'),
      stop,
    };
  } catch (error) {
    const output = tail(logFile);
    await stop();
    throw new Error(`The stack did not start: ${(error as Error).message}\n--- its output ---\n${output}`);
  }
}

/** Drops stack databases left by runs that died more than six hours ago (the id starts with a base-36 time). */
export async function dropStaleStackDatabases(): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${STACK_DB_PREFIX}%'`,
  );
  const cutoff = Date.now() - 6 * 3600_000;
  for (const { datname } of rows) {
    const started = parseInt(datname.slice(STACK_DB_PREFIX.length, STACK_DB_PREFIX.length + 8), 36);
    if (Number.isFinite(started) && started < cutoff) {
      await adminQuery(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    }
  }
}
