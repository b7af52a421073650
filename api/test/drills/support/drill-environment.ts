import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pointProcessAt, testMediaRoot } from '../../harness/test-environment';

/**
 * Like useTestEnvironment, for drills whose Postgres or Redis is a private instance they stop and start:
 * points process.env at the services `services()` names once they run (shared Redis by default, under
 * a key prefix of the file's own, removed with the run's by the global teardown), and restores it afterwards.
 */
export function useDrillEnvironment(
  services: () => { databaseUrl: string; redisUrl?: string },
  overrides: Record<string, string> = {},
): { readonly redisPrefix: string } {
  const id = `drill-${randomBytes(4).toString('hex')}`;
  const redisPrefix = `test:${process.env.TEST_RUN_ID}:${id}`;
  const mediaDir = path.join(testMediaRoot(process.env.TEST_RUN_ID ?? 'drills'), id);
  const saved = { ...process.env };

  beforeAll(() => {
    const { databaseUrl, redisUrl } = services();
    pointProcessAt(
      {
        databaseUrl,
        redisUrl: redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        redisPrefix,
        mediaDir,
      },
      overrides,
    );
  });

  afterAll(() => {
    process.env = saved;
  });

  return { redisPrefix };
}
