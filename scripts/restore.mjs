#!/usr/bin/env node
// `npm run restore -- <file> [--database-url <url>] [--media-dir <dir>] [--yes]`: replaces the contents of the
// database (DATABASE_URL, or --database-url; created when missing) with a backup made by `npm run backup`, and the
// files of MEDIA_DIR (or --media-dir) with the media archive beside it (<file without .dump>.media.tar.gz).
// Stop the API and the worker first: restoring under them mixes old and new data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { databaseName, ensureDatabase } from './lib/database.mjs';
import { LOCAL_DEFAULTS, loadDotEnv, setting } from './lib/env.mjs';
import { connectionFor, runTool } from './lib/postgres-tools.mjs';
import { mediaArchiveFor, mediaDirFromEnvironment, stageMedia } from './lib/media-archive.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string' },
    'media-dir': { type: 'string' },
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
if (!file || !existsSync(file)) {
  fail(`usage: npm run restore -- <backup file> [--database-url <url>] [--media-dir <dir>] [--yes]`);
}
const databaseUrl = values['database-url'] ?? setting('DATABASE_URL', LOCAL_DEFAULTS.DATABASE_URL);
const name = databaseName(databaseUrl);
const mediaDir = values['media-dir'] ? path.resolve(values['media-dir']) : mediaDirFromEnvironment();
const mediaFile = mediaArchiveFor(file);
// A backup from before media were archived: restore the database, say that the media are left as they are.
const withMedia = existsSync(mediaFile);

if (!values.yes) {
  if (!process.stdin.isTTY) fail('restoring replaces the database; pass --yes to confirm when not interactive');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `This replaces everything in the database "${name}"${withMedia ? ` and the files in ${mediaDir}` : ''}. ` +
      'Type its name to go on: ',
  );
  prompt.close();
  if (answer.trim() !== name) fail('not confirmed');
}

let media = null;
try {
  // Unpacked first, beside the current files: a damaged archive stops the restore before anything changed.
  if (withMedia) media = stageMedia(mediaFile, mediaDir);
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
  media?.commit();
} catch (error) {
  media?.discard();
  fail(error.message);
}
process.stdout.write(`restored ${file} into ${name}\n`);
process.stdout.write(
  withMedia
    ? `restored ${mediaFile} into ${mediaDir}\n`
    : `no media archive beside the backup (${path.basename(mediaFile)}): the files in ${mediaDir} are left as they are\n`,
);
