import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { TEST_JWT_SECRET } from '../../harness/test-environment';

/**
 * Like useTestEnvironment, for drills whose Postgres or Redis is a private instance they stop and start:
 * points process.env at the services `services()` names once they run (shared Redis by default, under
 * a key prefix of the file's own), and restores everything afterwards.
 */
export function useDrillEnvironment(
  services: () => { databaseUrl: string; redisUrl?: string },
  overrides: Record<string, string> = {},
): { readonly redisPrefix: string } {
  const redisPrefix = `test:${process.env.TEST_RUN_ID ?? 'drill'}:drill-${randomBytes(4).toString('hex')}`;
  const saved = { ...process.env };
  let redisUrl = '';

  beforeAll(() => {
    const { databaseUrl, redisUrl: url } = services();
    redisUrl = url ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    Object.assign(process.env, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: TEST_JWT_SECRET,
      ...overrides,
    });
  });

  afterAll(async () => {
    process.env = saved;
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => null });
    redis.on('error', () => undefined);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
        if (keys.length) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    } catch {
      // a private Redis already stopped takes its keys with it
    } finally {
      redis.disconnect();
    }
  });

  return { redisPrefix };
}
