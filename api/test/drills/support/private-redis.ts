import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { eventually, exited, freePort } from './processes';

/** No persistence: a restart comes back empty, like a Redis that lost its data. */
const NO_PERSISTENCE = ['--save', '', '--appendonly', 'no'];

/**
 * The persistence flags of the redis service in docker-compose.yml (`command: ['redis-server', …]`), read from
 * the file itself so a drill runs Redis exactly as deployed.
 */
export const COMPOSE_REDIS_ARGS: readonly string[] = (() => {
  const compose = readFileSync(path.resolve(__dirname, '..', '..', '..', '..', 'docker-compose.yml'), 'utf8');
  const command = /\n {4}command: (\['redis-server',[^\n]*\])/.exec(compose)?.[1];
  if (!command) throw new Error("docker-compose.yml: no `command: ['redis-server', …]` for the redis service");
  return (JSON.parse(command.replaceAll("'", '"')) as string[]).slice(1);
})();

/**
 * A redis-server of the drill's own on a free port, so stopping it disturbs no other test (they share the
 * machine's Redis on 6379). `persistence` are its flags (default none); its directory is kept across
 * restarts, so with COMPOSE_REDIS_ARGS a restart reloads what the append-only file holds.
 */
export class PrivateRedis {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly persistence: readonly string[],
  ) {}

  static async start(persistence: readonly string[] = NO_PERSISTENCE): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort(), mkdtempSync(path.join(tmpdir(), 'drill-redis-')), persistence);
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again) on the same port and waits until it answers PING. */
  async resume(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', ...this.persistence, '--dir', this.dir],
      { stdio: 'ignore' },
    );
    child.once('error', () => undefined); // reported by the PING wait below
    this.process = child;
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
      const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG' ? true : undefined;
      } finally {
        probe.disconnect();
      }
    }, `redis-server on port ${this.port}`);
  }

  /** Stops the server as an operator or a crash would: clients see their connections drop. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
