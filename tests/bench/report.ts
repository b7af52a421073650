import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './bench-processes';

export const DOC = path.join(REPO_ROOT, 'docs', 'benchmarks.md');

export interface Row {
  /** The item of the benchmarks issue, (1) to (7). */
  item: number;
  figure: string;
  measured: string;
  baseline: string;
  result: string;
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function table(rows: Row[]): string {
  const lines = [
    '| item | figure | measured | baseline, same run | ratio / aim |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| (${row.item}) | ${row.figure} | ${row.measured} | ${row.baseline} | ${row.result} |`),
  ];
  return lines.join('\n');
}

export function machineLine(startedAt: Date, loadBefore: number): string {
  return (
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores ` +
    `(${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; load average ${loadBefore.toFixed(2)} ` +
    `before the run, ${loadavg()[0].toFixed(2)} after.`
  );
}

/**
 * Replaces a benchmark's section of docs/benchmarks.md, between its markers (the other sections belong to other
 * areas); `name` is the section's, e.g. 'whole-stack benchmarks'.
 */
export function writeSection(body: string, name = 'whole-stack benchmarks'): void {
  const START = `<!-- ${name}: written by \`npm run bench\`, edit outside these markers -->`;
  const END = `<!-- end of ${name} -->`;
  const current = readFileSync(DOC, 'utf8');
  const section = `${START}\n${body.trim()}\n${END}`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, next);
}
