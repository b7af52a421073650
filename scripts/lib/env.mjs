// Settings shared by the local scripts (npm start, backup, restore): the repository, .env, local defaults.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The same defaults the API uses on a developer machine (api/src/config/environment.ts). */
export const LOCAL_DEFAULTS = Object.freeze({
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/contest',
  REDIS_URL: 'redis://127.0.0.1:6379',
});

/**
 * Reads the repository's .env into process.env, never overriding a variable already set, so the shell
 * wins over the file. Returns the file read, or null.
 */
export function loadDotEnv(file = path.join(REPO_ROOT, '.env')) {
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}

/** An environment value, treating the empty string (`KEY=` in .env) as unset, like the API does. */
export function setting(name, fallback = undefined) {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}
