import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The renderer scripts/start.mjs uses (nginx/render.cjs), untyped JavaScript. */
export function loadRenderer(): any {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(REPO_ROOT, 'nginx', 'render.cjs'));
}

/** The ENV of a Dockerfile's last stage, joined across continuation lines (`ENV A=1 \ B="x y"`). */
export function dockerfileEnv(file: string): Record<string, string> {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8').replace(/\\\n/g, ' ');
  const lastStage = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const line of lastStage.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const match of line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=("([^"]*)"|\S+)/g)) {
      env[match[1]] = match[3] ?? match[2];
    }
  }
  return env;
}
