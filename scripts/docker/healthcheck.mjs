// Health probe of the API image's containers (docker-compose.yml gives each role its own command):
//   node healthcheck.mjs          the API is ready: GET /api/v1/health/ready, Postgres and Redis up and not draining
//                                 (an outside source down, such as a rejected Instagram token, is shown to organisers
//                                 by /health/health but must not mark the container unhealthy and hold nginx back)
//   node healthcheck.mjs worker   the worker's Postgres and Redis answer from inside its container
//   node healthcheck.mjs worker-live  the worker's event loop rewrote its heartbeat file (in the temporary
//                                 directory, every 10 s; api/src/health/worker-heartbeat.service.ts) within 60 s
// Exits 0 when healthy, 1 with the reason on stderr otherwise.
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Redis from 'ioredis';

const TIMEOUT_MS = 4000;

async function api() {
  const url = `http://127.0.0.1:${process.env.API_PORT || 3000}/api/v1/health/ready`;
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

async function worker() {
  const database = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  });
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    lazyConnect: true,
  });
  try {
    await database.connect();
    await database.query('SELECT 1');
    await redis.connect();
    await redis.ping();
  } finally {
    await database.end().catch(() => undefined);
    redis.disconnect();
  }
}

const HEARTBEAT_MAX_AGE_MS = 60_000;

async function workerLive() {
  const file = process.env.WORKER_HEARTBEAT_FILE || path.join(tmpdir(), 'contest-worker-heartbeat');
  const age = Date.now() - statSync(file).mtimeMs;
  if (age > HEARTBEAT_MAX_AGE_MS) throw new Error(`${file} is ${Math.round(age / 1000)} s old`);
}

const probes = { api, worker, 'worker-live': workerLive };
const role = process.argv[2] ?? 'api';
probes[role]().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`unhealthy: ${error.message}\n`);
    process.exit(1);
  },
);
