import { rm } from 'node:fs/promises';
import Redis from 'ioredis';
import { adminQuery, TEST_DB_PREFIX } from './harness/databases';
import { testMediaRoot } from './harness/test-environment';

/** After every test file has closed its app: drop this run's databases and Redis keys, stop the containers. */
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  const runId = process.env.TEST_RUN_ID;
  if (adminUrl && runId) {
    const rows = await adminQuery<{ datname: string }>(
      adminUrl,
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DB_PREFIX}${runId}%'`,
    );
    for (const { datname } of rows) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  }
  if (redisUrl && runId) await deleteKeys(redisUrl, `test:${runId}`);
  if (runId) await rm(testMediaRoot(runId), { recursive: true, force: true });
  await Promise.all((globalThis.__testContainers ?? []).map((container) => container.stop()));
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
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
