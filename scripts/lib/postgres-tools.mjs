// Runs pg_dump/pg_restore against a DATABASE_URL without putting the password on the command line.
import { spawnSync } from 'node:child_process';

/** The URL without its password, and the environment that carries the password instead (PGPASSWORD). */
export function connectionFor(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a PostgreSQL client tool; throws with its error output unless it exits 0. */
export function runTool(tool, args, env) {
  const result = spawnSync(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error?.code === 'ENOENT') {
    throw new Error(`${tool} is not installed: run scripts/install-system-packages.sh (Debian: postgresql-client)`);
  }
  if (result.status !== 0) throw new Error(`${tool} failed:\n${result.stderr.trim()}`);
  if (result.stderr.trim()) process.stderr.write(result.stderr);
}
