import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { TestEnvironment } from './test-environment';

/**
 * Body of the two isolation specs: each writes a row and a Redis key under its own marker,
 * waits (bounded) until the other has written too, so the files overlap when jest runs them in
 * parallel, then checks it sees only its own data.
 */
export async function assertIsolated(env: TestEnvironment, me: string, other: string): Promise<void> {
  const dir = path.join(tmpdir(), `contest-isolation-${process.env.TEST_RUN_ID}`);
  mkdirSync(dir, { recursive: true });
  const db = new Client({ connectionString: env.databaseUrl });
  const redis = new Redis(env.redisUrl, { keyPrefix: `${env.redisPrefix}:` });
  await db.connect();
  try {
    await db.query(`INSERT INTO participants (name) VALUES ($1)`, [`isolation-${me}`]);
    await redis.set('isolation-marker', me);
    writeFileSync(path.join(dir, me), '');
    for (let waited = 0; waited < 10_000 && !existsSync(path.join(dir, other)); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await db.query(`SELECT name FROM participants WHERE name LIKE 'isolation-%'`);
    expect(rows).toEqual([{ name: `isolation-${me}` }]);
    expect(await redis.get('isolation-marker')).toBe(me);
  } finally {
    await db.end();
    redis.disconnect();
  }
}
