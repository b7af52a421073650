#!/usr/bin/env node
// `npm run backup [-- <file>] [--media-dir <dir>]`: a complete backup of the database (pg_dump custom format) of
// DATABASE_URL (from the environment or .env; default: the local `contest` database) and, beside it, the uploaded
// media of MEDIA_DIR (default var/media) as <file without .dump>.media.tar.gz. Default file:
// backups/contest-<UTC time>.dump. Restore both with `npm run restore -- <file>`.
// Compose deployments: see docs/operations.md (`docker compose exec postgres pg_dump …`).
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectionFor, runTool } from './lib/postgres-tools.mjs';
import { LOCAL_DEFAULTS, REPO_ROOT, loadDotEnv, setting } from './lib/env.mjs';
import { archiveMedia, mediaArchiveFor, mediaDirFromEnvironment } from './lib/media-archive.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'no-env-file': { type: 'boolean' }, 'media-dir': { type: 'string' } },
});
if (!values['no-env-file']) loadDotEnv();
const databaseUrl = setting('DATABASE_URL', LOCAL_DEFAULTS.DATABASE_URL);
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const file = path.resolve(positionals[0] ?? path.join(REPO_ROOT, 'backups', `contest-${stamp}.dump`));
const mediaDir = values['media-dir'] ? path.resolve(values['media-dir']) : mediaDirFromEnvironment();
const mediaFile = mediaArchiveFor(file);
mkdirSync(path.dirname(file), { recursive: true });

// Both written beside their targets and renamed at the end, the media first, so an interrupted backup never
// looks complete: a dump only ever stands beside the media archive taken with it.
const partial = `${file}.partial`;
const mediaPartial = `${mediaFile}.partial`;
try {
  const { dbname, env } = connectionFor(databaseUrl);
  runTool('pg_dump', ['--format=custom', '--compress=6', '--file', partial, '--dbname', dbname], env);
  // After the dump: a file uploaded meanwhile is in the archive without a row, which is harmless; the other
  // order could leave a row pointing at a file the archive lacks.
  archiveMedia(mediaDir, mediaPartial);
  rmSync(file, { force: true });
  renameSync(mediaPartial, mediaFile);
  renameSync(partial, file);
} catch (error) {
  rmSync(partial, { force: true });
  rmSync(mediaPartial, { force: true });
  process.stderr.write(`backup failed: ${error.message}\n`);
  process.exit(1);
}
const megabytes = (name) => (statSync(name).size / 1024 / 1024).toFixed(1);
process.stdout.write(`backup written: ${file} (${megabytes(file)} MB)\n`);
process.stdout.write(`media of ${mediaDir} written: ${mediaFile} (${megabytes(mediaFile)} MB)\n`);
