import { appendFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';

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
