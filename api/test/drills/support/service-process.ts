import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exited } from './processes';

const API_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * A real entry point (src/worker.ts, or src/main.ts for the API) as a separate `node` process, compiled on
 * load (register-ts.cjs), with the environment the test file set up. Its output goes to `logFile`, shown when
 * a drill fails.
 */
export class ServiceProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly logFile: string,
  ) {}

  static start(
    name: string,
    logDir: string,
    env: Record<string, string> = {},
    entry: 'worker.ts' | 'main.ts' = 'worker.ts',
  ): ServiceProcess {
    const logFile = path.join(logDir, `${name}.log`);
    const log = openSync(logFile, 'a');
    const child = spawn(
      process.execPath,
      ['-r', path.join(__dirname, 'register-ts.cjs'), path.join(API_ROOT, 'src', entry)],
      { cwd: API_ROOT, env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', log, log] },
    );
    closeSync(log);
    return new ServiceProcess(child, logFile);
  }

  get pid(): number {
    return this.child.pid!;
  }

  output(): string {
    return readFileSync(this.logFile, 'utf8');
  }

  /** Killed outright: no shutdown hook runs, the job in hand is abandoned where it stands. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await exited(this.child);
  }

  /** The orderly stop an operator's `docker compose stop` gives. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await exited(this.child);
    clearTimeout(timer);
  }
}
