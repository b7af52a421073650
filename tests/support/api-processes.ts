import { ChildProcess, execFile, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually } from './eventually';
import { adminQuery, databaseUrlFor, freePort, STACK_DB_PREFIX } from './stack';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * Several compiled API processes (`node api/dist/main.js`, as production runs them) behind one nginx rendered
 * from the project's template (nginx/render.cjs, as `npm start` renders it), on a fresh migrated database and
 * Redis prefix of their own; no worker. For what needs the processes themselves: a rolling restart, CPU per
 * component under load.
 */
export interface ApiProcesses {
  /** nginx, e.g. http://127.0.0.1:41234 */
  readonly base: string;
  readonly databaseUrl: string;
  readonly redisPrefix: string;
  readonly jwtSecret: string;
  /** nginx's JSON access log (names the upstream that answered each request). */
  readonly accessLog: string;
  /** The API ports, in the order started. */
  readonly ports: number[];
  /** The running API process on a port. */
  process(port: number): ChildProcess;
  readonly nginx: ChildProcess;
  /** Starts the API on `port` (again) and waits until it is ready. */
  startApi(port: number): Promise<void>;
  /** SIGTERM, as Kubernetes or compose sends it, then the wait for the process to drain and exit by itself. */
  stopApi(port: number): Promise<void>;
  /** A participant's access token, signed as the API signs them. */
  token(participantId: string): string;
  stop(): Promise<void>;
}

export interface ApiProcessesOptions {
  count: number;
  /** Extra environment of the API processes. */
  env?: Record<string, string>;
  /** Operator overrides of the nginx template's settings (e.g. SIGNIN_RATE). */
  nginxEnv?: Record<string, string>;
  /** A suffix of the database's name, to tell the runs apart. */
  label: string;
}

export async function startApiProcesses(options: ApiProcessesOptions): Promise<ApiProcesses> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `${STACK_DB_PREFIX}${id}_${options.label}`;
  const databaseUrl = databaseUrlFor(database);
  const dir = mkdtempSync(path.join(tmpdir(), `contest-${options.label}-`));
  const logFile = path.join(dir, 'api.log');
  const jwtSecret = randomBytes(32).toString('hex');
  const apis = new Map<number, ChildProcess>();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `stack:${id}`,
    MEDIA_DIR: path.join(dir, 'media'),
    JWT_SECRET: jwtSecret,
    API_HOST: '127.0.0.1',
    API_PROMETHEUS_PORT: '0',
    // As in production, longer than nginx keeps an idle connection to an API (its upstream keepalive_timeout).
    SHUTDOWN_GRACE_SECONDS: '4',
    ...options.env,
  };

  await adminQuery(`CREATE DATABASE "${database}"`);
  await run(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'database', 'migrate.js')], {
    env: { PATH: env.PATH, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });
  const ports: number[] = [];
  for (let i = 0; i < options.count; i++) ports.push(await freePort());
  const http = await freePort();
  const base = `http://127.0.0.1:${http}`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's CommonJS renderer
  const prepared = require(path.join(REPO_ROOT, 'nginx', 'render.cjs')).prepareLocalNginx({
    prefix: path.join(dir, 'nginx'),
    listen: `127.0.0.1:${http}`,
    apiPorts: ports,
    mode: 'development',
    mediaRoot: env.MEDIA_DIR,
    env: options.nginxEnv ?? {},
  });

  async function startApi(port: number): Promise<void> {
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
      cwd: REPO_ROOT,
      env: { ...env, API_PORT: String(port), PUBLIC_URL: base },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    apis.set(port, child);
    await eventually(
      async () => expect((await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`)).status).toBe(200),
      60_000,
      200,
    );
  }

  async function stopApi(port: number): Promise<void> {
    const child = apis.get(port);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  await Promise.all(ports.map(startApi));
  const nginx = spawn('nginx', prepared.args, { stdio: 'ignore' });
  await eventually(async () => expect((await fetch(`${base}/api/v1/health/ready`)).status).toBe(200), 20_000, 200);

  return {
    base,
    databaseUrl,
    redisPrefix: env.REDIS_PREFIX,
    jwtSecret,
    accessLog: prepared.accessLog,
    ports,
    process: (port) => apis.get(port)!,
    nginx,
    startApi,
    stopApi,
    token: (participantId) => participantToken(participantId, jwtSecret),
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const exited = once(nginx, 'exit');
        nginx.kill('SIGQUIT');
        await exited;
      }
      for (const port of apis.keys()) await stopApi(port);
      await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      if (!process.env.KEEP_STACK_LOGS) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A participant's access token (profile complete), signed with the API's JWT_SECRET, valid for an hour. */
function participantToken(id: string, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: id,
    name: 'Test Creator',
    pc: true,
    typ: 'participant',
    iat: now,
    exp: now + 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
