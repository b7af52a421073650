import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { eventually, exited, freePort } from './processes';

/**
 * A redis-server of the drill's own on a free port, so stopping it disturbs no other test (they share the
 * machine's Redis on 6379). Nothing is persisted: a restart comes back empty, like a Redis that lost its data.
 */
export class PrivateRedis {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort(), mkdtempSync(path.join(tmpdir(), 'drill-redis-')));
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
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir],
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
