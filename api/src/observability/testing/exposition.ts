import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (the lines that are not comments). */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key] = value;
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The families an exposition declares (`# TYPE` lines), samples or not. */
export function declaredFamilies(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
}

export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** The family names of docs/monitoring.md's "Families" table: the documented contract. */
export function documentedFamilies(): string[] {
  const text = readFileSync(path.join(REPO_ROOT, 'docs/monitoring.md'), 'utf8');
  const table = text.slice(text.indexOf('## Families'));
  return [...table.matchAll(/^\| `([a-z][a-z0-9_:]*)` \|/gm)].map((match) => match[1]);
}
