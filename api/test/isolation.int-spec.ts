import Redis from 'ioredis';
import { Client } from 'pg';
import { TestEnvironment, useTestEnvironment } from './harness/test-environment';

/** One test file's view of its database and its Redis namespace. */
class FileView {
  private readonly db: Client;
  private readonly redis: Redis;

  constructor(env: TestEnvironment) {
    this.db = new Client({ connectionString: env.databaseUrl });
    this.redis = new Redis(env.redisUrl, { keyPrefix: `${env.redisPrefix}:`, lazyConnect: true });
  }

  async write(marker: string): Promise<void> {
    await Promise.all([this.db.connect(), this.redis.connect()]);
    await this.db.query(`INSERT INTO participants (name) VALUES ($1)`, [`isolation-${marker}`]);
    await this.redis.set('isolation-marker', marker);
  }

  async read() {
    const { rows } = await this.db.query(`SELECT name FROM participants WHERE name LIKE 'isolation-%'`);
    return { rows, key: await this.redis.get('isolation-marker') };
  }

  async close(): Promise<void> {
    await this.db.end();
    this.redis.disconnect();
  }
}

/**
 * Two environments as two test files get them (jest runs files in parallel workers): each must see only what
 * it wrote. A shared database or Redis prefix fails here whether or not two files happen to overlap in time.
 */
describe('each test file has a database and a Redis namespace of its own', () => {
  const first = useTestEnvironment();
  const second = useTestEnvironment();

  it("never sees another file's rows or keys", async () => {
    const views = [new FileView(first), new FileView(second)];
    try {
      await views[0].write('first');
      await views[1].write('second');
      expect(await views[0].read()).toEqual({ rows: [{ name: 'isolation-first' }], key: 'first' });
      expect(await views[1].read()).toEqual({ rows: [{ name: 'isolation-second' }], key: 'second' });
    } finally {
      await Promise.all(views.map((view) => view.close()));
    }
  });
});
