import { ChildProcess, execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `probe` until it returns a value other than undefined; bounded, and no timing is asserted. */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, limitMs = 30_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`gave up waiting for ${what}${lastError ? `: ${(lastError as Error).message}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
