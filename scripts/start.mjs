#!/usr/bin/env node
// `npm start`: the whole stack without Docker, on this machine's Postgres and Redis. Builds what is missing
// or stale, applies migrations, starts the API, the worker and nginx (the same config template as the Docker
// image) on loopback, and stops everything it started on Ctrl-C or SIGTERM.
//
// Without Google, SMS, mail or Instagram settings (and without NODE_ENV=production) it runs in development
// mode: a local OpenID provider stands in for Google, codes and mails go to the log, metrics are simulated.
//
//   node scripts/start.mjs [--build-only] [--no-env-file]
// Also driven by the test stacks (tests/support/stack.ts): CONTEST_RUN_DIR moves the run directory, and
// with an IPC channel it reports {type: 'ready', …} to the parent and stops when the parent goes away.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Redis from 'ioredis';
import { prepareLocalNginx } from '../nginx/render.cjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureDatabase } from './lib/database.mjs';
import { LOCAL_DEFAULTS, REPO_ROOT, loadDotEnv, setting } from './lib/env.mjs';
import { Supervisor } from './lib/supervisor.mjs';

const READY_TIMEOUT_MS = 90_000;
const DEV_OIDC_CLIENT_ID = 'contest-local';

const { values: flags } = parseArgs({
  options: { 'build-only': { type: 'boolean' }, 'no-env-file': { type: 'boolean' } },
});

function say(message) {
  process.stdout.write(`start  | ${message}\n`);
}

function fail(message) {
  process.stderr.write(`start  | ${message}\n`);
  process.exit(1);
}

async function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200. */
async function waitForHttp(url, timeoutMs, isFailed) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (isFailed()) throw new Error(`gave up waiting for ${url}: a process exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/** Starts the local Postgres/Redis when they are the defaults and down; checks them otherwise. */
async function ensureServices(databaseUrl, redisUrl, explicit) {
  if (!explicit.database || !explicit.redis) {
    const env = { ...process.env };
    // ensure-services.sh starts local services only for the URLs it was not given.
    if (!explicit.database) delete env.DATABASE_URL;
    if (!explicit.redis) delete env.REDIS_URL;
    const result = spawnSync('bash', [path.join(REPO_ROOT, 'scripts', 'ensure-services.sh')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    if (result.status !== 0) fail(`local Postgres/Redis are not available:\n${result.stderr || result.stdout}`);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 5000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    fail(`Redis at ${redisUrl} does not answer (${error.message}); set REDIS_URL`);
  } finally {
    redis.disconnect();
  }
  try {
    if (await ensureDatabase(databaseUrl)) say(`created the database ${new URL(databaseUrl).pathname.slice(1)}`);
  } catch (error) {
    fail(`Postgres at ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')} is not usable (${error.message}); set DATABASE_URL`);
  }
}

function ensureNginx() {
  if (spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0) return;
  say('nginx is not installed: installing the Debian packages the stack needs');
  const result = spawnSync('bash', [path.join(REPO_ROOT, 'scripts', 'install-system-packages.sh')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) fail('could not install nginx (see above)');
}

/** A JWT secret generated once per checkout (or run directory), so restarts keep everyone signed in. */
function persistentSecret(runDir, name) {
  const file = path.join(runDir, name);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}

function banner({ mode, fallbacks, urls, runDir }) {
  const lines = [''];
  if (mode === 'development') {
    lines.push('  DEVELOPMENT MODE: not for real visitors.');
    for (const fallback of fallbacks) lines.push(`    - ${fallback}`);
    lines.push('    Set NODE_ENV=production and the real settings (see .env.example) to run for real.');
  } else {
    lines.push('  Production mode (NODE_ENV=production): features without settings are switched off.');
  }
  lines.push(
    '',
    `  Site     ${urls.site}`,
    `  Console  ${urls.console}`,
    `  API      ${urls.api}   (OpenAPI: ${urls.docs})`,
  );
  if (urls.oidc) lines.push(`  Sign-in  ${urls.oidc}   (local OpenID provider: any name signs in)`);
  lines.push(`  Logs     this console; nginx: ${path.join(runDir, 'nginx')}`, '  Stop     Ctrl-C', '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const dotEnv = flags['no-env-file'] ? null : loadDotEnv();
  if (dotEnv) say(`settings from ${path.relative(REPO_ROOT, dotEnv)}`);

  ensureBuilt();
  if (flags['build-only']) return;

  const mode = setting('NODE_ENV') === 'production' ? 'production' : 'development';
  const runDir = path.resolve(setting('CONTEST_RUN_DIR', path.join(REPO_ROOT, '.run')));
  mkdirSync(runDir, { recursive: true });
  const httpPort = Number(setting('HTTP_PORT', '8080'));
  if (!Number.isInteger(httpPort) || httpPort < 1 || httpPort > 65535) fail('HTTP_PORT must be a port number');
  if (!(await portIsFree(httpPort))) fail(`port ${httpPort} is in use: stop what uses it or set HTTP_PORT`);
  const baseUrl = `http://127.0.0.1:${httpPort}`;

  const databaseUrl = setting('DATABASE_URL', LOCAL_DEFAULTS.DATABASE_URL);
  const redisUrl = setting('REDIS_URL', LOCAL_DEFAULTS.REDIS_URL);
  await ensureServices(databaseUrl, redisUrl, {
    database: Boolean(setting('DATABASE_URL')),
    redis: Boolean(setting('REDIS_URL')),
  });
  ensureNginx();

  let apiPort = Number(setting('API_PORT', '3000'));
  if (!(await portIsFree(apiPort))) {
    if (setting('API_PORT')) fail(`API_PORT ${apiPort} is in use`);
    apiPort = await freePort();
  }

  // Console uploads: the API writes them, nginx serves them (README, "Site media").
  const mediaDir = path.resolve(REPO_ROOT, setting('MEDIA_DIR', path.join('var', 'media')));
  mkdirSync(mediaDir, { recursive: true });

  const env = {
    ...process.env,
    NODE_ENV: mode,
    MEDIA_DIR: mediaDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: setting('PUBLIC_URL', baseUrl),
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    // Nothing here reads the API's readiness probe (nginx sends to the one API), so it stops without draining.
    SHUTDOWN_GRACE_SECONDS: setting('SHUTDOWN_GRACE_SECONDS', '0'),
  };
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const fallbacks = [];
  let oidcPort = null;
  if (mode === 'development') {
    if (!setting('JWT_SECRET')) env.JWT_SECRET = persistentSecret(runDir, 'jwt-secret');
    if (!setting('OIDC_CLIENT_ID')) {
      oidcPort = await freePort();
      Object.assign(env, {
        OIDC_ISSUER_URL: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: DEV_OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET: randomBytes(24).toString('hex'),
      });
      fallbacks.push('Sign-in with Google goes to a local OpenID provider: any name signs in');
    }
    if (!setting('SMS_PROVIDER') && !setting('SMS_WEBHOOK_URL')) {
      env.SMS_PROVIDER = 'log';
      fallbacks.push('SMS sign-in codes are written to the log');
    }
    if (!setting('SMTP_URL')) fallbacks.push('e-mailed sign-in codes are written to the log');
    if (!setting('METRICS_PROVIDER') && !setting('IG_ACCESS_TOKEN')) {
      env.METRICS_PROVIDER = 'simulated';
      fallbacks.push('Instagram metrics are simulated');
    }
  }

  const supervisor = new Supervisor({ pidFile: path.join(runDir, 'pids.json') });
  let failed = false;
  const shutdown = async (code) => {
    if (supervisor.stopping) return;
    say(code === 0 ? 'stopping' : 'stopping everything');
    await supervisor.stopAll();
    process.exit(code);
  };
  supervisor.onUnexpectedExit = (name, how) => {
    failed = true;
    process.stderr.write(`start  | ${name} exited unexpectedly (${how})\n`);
    void shutdown(1);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('exit', () => supervisor.killAllNow());
  // Started by a test stack: stop when the parent goes away.
  if (process.send) process.on('disconnect', () => void shutdown(0));

  try {
    await supervisor.run('migrate', process.execPath, ['api/dist/database/migrate.js'], { env, cwd: REPO_ROOT });

    if (oidcPort) {
      const oidc = supervisor.start(
        'oidc',
        process.execPath,
        [
          'tools/oidc-provider/server.mjs',
          '--port',
          String(oidcPort),
          '--issuer',
          env.OIDC_ISSUER_URL,
          '--client-id',
          env.OIDC_CLIENT_ID,
          '--client-secret',
          env.OIDC_CLIENT_SECRET,
          '--redirect-uri',
          `${publicUrl}/api/v1/auth/google/callback`,
        ],
        { env: { ...process.env, NODE_ENV: 'development' }, cwd: REPO_ROOT },
      );
      await supervisor.waitForLine(oidc, /oidc-provider ready (\S+)/, READY_TIMEOUT_MS);
    }

    supervisor.start('api', process.execPath, ['api/dist/main.js'], { env, cwd: REPO_ROOT });
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/v1/health/ready`, READY_TIMEOUT_MS, () => failed);
    // --optimize-for-size as in docker-compose.yml: the worker's garbage collected early, not at twice its heap.
    supervisor.start('worker', process.execPath, ['--optimize-for-size', 'api/dist/worker.js'], {
      env,
      cwd: REPO_ROOT,
    });

    const nginx = prepareLocalNginx({
      prefix: path.join(runDir, 'nginx'),
      listen: `127.0.0.1:${httpPort}`,
      apiPort,
      mode,
      env: process.env,
      mediaRoot: mediaDir,
    });
    supervisor.start('nginx', 'nginx', nginx.args, { env: process.env, cwd: REPO_ROOT, stopSignal: 'SIGQUIT' });
    await waitForHttp(`${baseUrl}/api/v1/health/ready`, READY_TIMEOUT_MS, () => failed);
  } catch (error) {
    process.stderr.write(`start  | ${error.message}\n`);
    if (existsSync(path.join(runDir, 'nginx', 'error.log'))) {
      const errors = readFileSync(path.join(runDir, 'nginx', 'error.log'), 'utf8')
        .trim()
        .split('\n')
        .slice(-5);
      process.stderr.write(`start  | nginx error.log:\n${errors.join('\n')}\n`);
    }
    await shutdown(1);
    return;
  }

  const urls = {
    site: `${baseUrl}/`,
    console: `${baseUrl}/admin/`,
    api: `${baseUrl}/api/v1`,
    docs: `${baseUrl}/api/docs`,
    oidc: oidcPort ? `http://127.0.0.1:${oidcPort}` : null,
  };
  banner({ mode, fallbacks, urls, runDir });
  process.send?.({
    type: 'ready',
    mode,
    baseUrl,
    apiUrl: urls.api,
    apiPort,
    databaseUrl,
    redisPrefix: env.REDIS_PREFIX ?? 'contest',
    oidcIssuerUrl: env.OIDC_ISSUER_URL,
    nginxPrefix: path.join(runDir, 'nginx'),
  });
}

main().catch((error) => fail(error.message));
