import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';

/** Where each run appends its figures (one JSON object per line), besides printing them. */
export const RESULTS_FILE = path.join(__dirname, 'results', 'results.jsonl');

/** The machine the figures come from; the load average says how busy it was while they were taken. */
export function machine() {
  return {
    date: new Date().toISOString(),
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
  };
}

export function report(name: string, figures: Record<string, unknown>): void {
  const line = { bench: name, ...figures, machine: machine() };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify(line)}\n`);
  process.stdout.write(`\n[bench] ${name}\n${JSON.stringify(line, null, 2)}\n`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Samples the process's memory every 100 ms; `stop()` gives the peaks (MB). */
export function watchMemory() {
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 100);
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return {
    stop() {
      clearInterval(timer);
      return { rssBeforeMb: mb(base.rss), rssPeakMb: mb(rss), heapBeforeMb: mb(base.heapUsed), heapPeakMb: mb(heap) };
    },
  };
}

/** CPU time (user + system, ms) a process has used so far, from /proc; 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time the Postgres backends of this database use between start and `stop()` (the server runs on this
 * machine): unlike the elapsed time, it hardly moves with what else runs on the cores.
 */
export async function watchPostgresCpu(dataSource: DataSource) {
  const backends = async () =>
    (
      await dataSource.query<Array<{ pid: number }>>(
        // Every backend of the database, the asking one too: it is a pooled connection the recompute may use.
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
      )
    ).map((row) => row.pid);
  const before = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
  return {
    async stop(): Promise<number> {
      const pids = await backends();
      return pids.reduce((sum, pid) => sum + Math.max(0, cpuMs(pid) - (before.get(pid) ?? 0)), 0);
    },
  };
}
