#!/usr/bin/env node
// `npm run restore -- <file> [--database-url <url>] [--yes]`: replaces the contents of the database
// (DATABASE_URL, or --database-url; created when missing) with a backup made by `npm run backup`.
// Stop the API and the worker first: restoring under them mixes old and new data.
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { databaseName, ensureDatabase } from './lib/database.mjs';
import { LOCAL_DEFAULTS, loadDotEnv, setting } from './lib/env.mjs';
import { connectionFor, runTool } from './lib/postgres-tools.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string' },
    yes: { type: 'boolean', short: 'y' },
    'no-env-file': { type: 'boolean' },
  },
});

function fail(message) {
  process.stderr.write(`restore failed: ${message}\n`);
  process.exit(1);
}

if (!values['no-env-file']) loadDotEnv();
const file = positionals[0];
if (!file || !existsSync(file)) fail(`usage: npm run restore -- <backup file> [--database-url <url>] [--yes]`);
const databaseUrl = values['database-url'] ?? setting('DATABASE_URL', LOCAL_DEFAULTS.DATABASE_URL);
const name = databaseName(databaseUrl);

if (!values.yes) {
  if (!process.stdin.isTTY) fail('restoring replaces the database; pass --yes to confirm when not interactive');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`This replaces everything in the database "${name}". Type its name to go on: `);
  prompt.close();
  if (answer.trim() !== name) fail('not confirmed');
}

try {
  if (await ensureDatabase(databaseUrl)) process.stdout.write(`created the database ${name}\n`);
  const { dbname, env } = connectionFor(databaseUrl);
  // One transaction: either the whole backup is in place or nothing changed.
  runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      dbname,
      file,
    ],
    env,
  );
} catch (error) {
  fail(error.message);
}
process.stdout.write(`restored ${file} into ${name}\n`);
