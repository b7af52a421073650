import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../src/database/migrate';
import { adminQuery, databaseUrl, TEST_DB_PREFIX } from './harness/databases';

type Stoppable = { stop(): Promise<unknown> };
declare global {
  var __testContainers: Stoppable[] | undefined;
}

/** Starts Postgres 16 and Redis 7 in containers when a Docker engine answers; otherwise null. */
async function startContainers(): Promise<{ postgres: string; redis: string } | null> {
  if (process.env.TEST_USE_LOCAL_SERVICES === '1') return null;
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return null; // "Could not find a working container runtime strategy": no engine here.
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { RedisContainer } = await import('@testcontainers/redis');
  const [postgres, redis] = await Promise.all([
    new PostgreSqlContainer('postgres:16-alpine').start(),
    new RedisContainer('redis:7-alpine').start(),
  ]);
  globalThis.__testContainers = [postgres, redis];
  return { postgres: postgres.getConnectionUri(), redis: redis.getConnectionUrl() };
}

/** Drops databases left by runs that died more than six hours ago (their id starts with a base-36 time). */
async function dropStaleDatabases(adminUrl: string): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(
    adminUrl,
    `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DB_PREFIX}%'`,
  );
  const cutoff = Date.now() - 6 * 3600_000;
  for (const { datname } of rows) {
    const started = parseInt(datname.slice(TEST_DB_PREFIX.length).split('_')[0], 36);
    if (Number.isFinite(started) && started < cutoff) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    }
  }
}

export default async function globalSetup(): Promise<void> {
  const containers = await startContainers();
  const adminUrl = containers?.postgres ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = containers?.redis ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `${TEST_DB_PREFIX}${runId}_template`;

  const probe = new Client({ connectionString: adminUrl });
  await probe.connect().catch((error: Error) => {
    throw new Error(`Tests need Postgres at ${adminUrl} (set DATABASE_URL): ${error.message}`);
  });
  await probe.end();
  await dropStaleDatabases(adminUrl);
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  await runMigrations(databaseUrl(adminUrl, template));

  // Test workers are forked after this runs, so they inherit these.
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  process.env.TEST_REDIS_URL = redisUrl;
  process.env.TEST_RUN_ID = runId;
  process.env.TEST_TEMPLATE_DATABASE = template;
  process.env.TEST_MODE = containers ? 'testcontainers' : 'local services';
  console.log(`\ntest services: ${process.env.TEST_MODE} (run ${runId})`);
}
