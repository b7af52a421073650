#!/usr/bin/env node
// `npm run backup [-- <file>]`: a complete backup of the database (pg_dump custom format) of DATABASE_URL
// (from the environment or .env; default: the local `contest` database). Default file:
// backups/contest-<UTC time>.dump. Restore with `npm run restore -- <file>`.
// Compose deployments: see docs/operations.md (`docker compose exec postgres pg_dump …`).
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectionFor, runTool } from './lib/postgres-tools.mjs';
import { LOCAL_DEFAULTS, REPO_ROOT, loadDotEnv, setting } from './lib/env.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'no-env-file': { type: 'boolean' } },
});
if (!values['no-env-file']) loadDotEnv();
const databaseUrl = setting('DATABASE_URL', LOCAL_DEFAULTS.DATABASE_URL);
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const file = path.resolve(positionals[0] ?? path.join(REPO_ROOT, 'backups', `contest-${stamp}.dump`));
mkdirSync(path.dirname(file), { recursive: true });

// Written beside the target and renamed at the end, so an interrupted backup never looks complete.
const partial = `${file}.partial`;
try {
  const { dbname, env } = connectionFor(databaseUrl);
  runTool('pg_dump', ['--format=custom', '--compress=6', '--file', partial, '--dbname', dbname], env);
  renameSync(partial, file);
} catch (error) {
  rmSync(partial, { force: true });
  process.stderr.write(`backup failed: ${error.message}\n`);
  process.exit(1);
}
const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
process.stdout.write(`backup written: ${file} (${megabytes} MB)\n`);
