import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cloneTemplate, databaseUrl, TEST_DB_PREFIX } from './databases';

export interface TestEnvironment {
  /** This file's own database, cloned from the migrated template. */
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** This file's own Redis namespace (REDIS_PREFIX). */
  readonly redisPrefix: string;
  /** This file's own upload directory (MEDIA_DIR), under the run's one (testMediaRoot). */
  readonly mediaDir: string;
}

/** The run's upload directories, removed by the global teardown. */
export function testMediaRoot(runId: string): string {
  return path.join(tmpdir(), `contest-test-media-${runId}`);
}

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/**
 * Gives the calling test file its own database and Redis prefix for its whole run, and points
 * process.env at them so the app under test picks them up. Both are removed by the global teardown
 * (test/global-teardown.ts), not here: jest runs a block's afterAll hooks in the order they were declared,
 * so dropping them in this one would pull them from under the app the file closes in its own afterAll.
 */
export function useTestEnvironment(overrides: Record<string, string> = {}): TestEnvironment {
  const adminUrl = required('TEST_ADMIN_DATABASE_URL');
  const runId = required('TEST_RUN_ID');
  const id = randomBytes(4).toString('hex');
  const name = `${TEST_DB_PREFIX}${runId}_${id}`;
  const env: TestEnvironment = {
    databaseUrl: databaseUrl(adminUrl, name),
    redisUrl: required('TEST_REDIS_URL'),
    redisPrefix: `test:${runId}:${id}`,
    mediaDir: path.join(testMediaRoot(runId), id),
  };
  const saved = { ...process.env };

  beforeAll(async () => {
    await cloneTemplate(adminUrl, required('TEST_TEMPLATE_DATABASE'), name);
    pointProcessAt(env, overrides);
  });

  afterAll(() => {
    process.env = saved;
  });

  return env;
}

/** The environment an app under test reads: these services, quiet logs, the test signing secret. */
export function pointProcessAt(services: TestEnvironment, overrides: Record<string, string>): void {
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: services.databaseUrl,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: services.redisPrefix,
    JWT_SECRET: TEST_JWT_SECRET,
    MEDIA_DIR: services.mediaDir,
    // Many apps share this host during a run: no Prometheus endpoint unless a test asks for one.
    API_PROMETHEUS_PORT: '0',
    WORKER_PROMETHEUS_PORT: '0',
    ...overrides,
  });
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through jest (test/global-setup.ts)`);
  return value;
}
