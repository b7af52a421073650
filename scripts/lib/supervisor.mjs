// Starts the stack's processes, prefixes their output, and stops every one of them (and only them).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const COLOURS = [36, 35, 33, 32, 34, 31];

export class Supervisor {
  /** `pidFile` lists the running children, so a caller can clean up even if this process is killed. */
  constructor({ pidFile, colour = process.stdout.isTTY }) {
    this.pidFile = pidFile;
    this.colour = colour;
    this.children = [];
    this.stopping = false;
    this.onUnexpectedExit = () => undefined;
  }

  label(name) {
    const padded = name.padEnd(7);
    if (!this.colour) return `${padded}| `;
    const code = COLOURS[this.children.length % COLOURS.length];
    return `\x1b[${code}m${padded}|\x1b[0m `;
  }

  /**
   * Starts a long-running process. It gets its own process group, so a Ctrl-C in the terminal reaches only
   * this supervisor, which then stops the children in order. `stopSignal`: what asks it to finish gracefully.
   */
  start(name, command, args, { env, cwd, stopSignal = 'SIGTERM', oneShot = false }) {
    const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const entry = { name, child, stopSignal, lines: [], exited: null };
    entry.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
      child.once('error', (error) => resolve({ code: null, signal: null, error }));
    });
    const prefix = this.label(name);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`${prefix}${line}\n`);
        for (const waiter of entry.lines) waiter(line);
      });
    }
    this.children.push(entry);
    this.writePids();
    void entry.exited.then(({ code, signal, error }) => {
      this.writePids();
      if (!this.stopping && !oneShot) {
        const how = error ? error.message : signal ? `signal ${signal}` : `code ${code}`;
        this.onUnexpectedExit(name, how);
      }
    });
    return entry;
  }

  /** Resolves with the first output line matching `pattern`; rejects if the process exits first or on timeout. */
  waitForLine(entry, pattern, timeoutMs) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${entry.name}: not ready after ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      entry.lines.push((line) => {
        const match = line.match(pattern);
        if (match) {
          clearTimeout(timer);
          resolve(match);
        }
      });
      void entry.exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`${entry.name} exited (${signal ?? `code ${code}`}) before it was ready`));
      });
    });
  }

  /** Runs a command to completion with prefixed output; rejects unless it exits 0. */
  async run(name, command, args, options) {
    const entry = this.start(name, command, args, { ...options, oneShot: true });
    const { code, signal, error } = await entry.exited;
    this.children = this.children.filter((other) => other !== entry);
    this.writePids();
    if (error || code !== 0) throw new Error(`${name} failed (${error?.message ?? signal ?? `exit ${code}`})`);
  }

  running() {
    return this.children.filter((entry) => entry.child.exitCode === null && entry.child.signalCode === null);
  }

  writePids() {
    if (!this.pidFile) return;
    const pids = this.running().map((entry) => ({ name: entry.name, pid: entry.child.pid }));
    writeFileSync(this.pidFile, `${JSON.stringify(pids)}\n`);
  }

  /** Stops the children in reverse start order; any still running after `graceMs` is killed. */
  async stopAll(graceMs = 20_000) {
    this.stopping = true;
    for (const entry of [...this.children].reverse()) {
      if (!this.running().includes(entry)) continue;
      entry.child.kill(entry.stopSignal);
      const timer = setTimeout(() => entry.child.kill('SIGKILL'), graceMs);
      await entry.exited;
      clearTimeout(timer);
    }
    this.writePids();
  }

  /** Last resort on an abrupt exit of this process: signals every child still running. */
  killAllNow() {
    for (const entry of this.running()) {
      try {
        entry.child.kill('SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
