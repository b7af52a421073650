// The media half of a backup: the files of MEDIA_DIR (console uploads) as a gzip'd tar beside the database dump.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, setting } from './env.mjs';
import { runTool } from './postgres-tools.mjs';

// Half-written uploads (media.service.ts): never backed up, never replaced by a restore.
const INCOMING = '.incoming';
const STAGING = '.restoring';

/** MEDIA_DIR as the API resolves it when `npm start` runs it from the repository. */
export function mediaDirFromEnvironment() {
  return path.resolve(REPO_ROOT, setting('MEDIA_DIR', path.join('var', 'media')));
}

/** backups/contest-X.dump → backups/contest-X.media.tar.gz: the pair travels and restores together. */
export function mediaArchiveFor(dumpFile) {
  return `${dumpFile.replace(/\.dump$/, '')}.media.tar.gz`;
}

/** Writes `target` with every file of `mediaDir` (an empty archive when there is no such directory yet). */
export function archiveMedia(mediaDir, target) {
  const args = ['--create', '--gzip', '--file', target];
  if (existsSync(mediaDir)) runTool('tar', [...args, `--exclude=./${INCOMING}`, '--directory', mediaDir, '.']);
  else runTool('tar', [...args, '--files-from', '/dev/null']);
}

/**
 * Unpacks `archive` into a staging directory inside `mediaDir` (same file system, so the final moves are renames);
 * throws, leaving `mediaDir` as it was, when the archive is damaged. Returns the step that puts the files in place.
 */
export function stageMedia(archive, mediaDir) {
  const staging = path.join(mediaDir, STAGING);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    runTool('tar', ['--extract', '--gzip', '--no-same-owner', '--file', archive, '--directory', staging]);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return {
    /** Replaces the files of `mediaDir` with the staged ones (the directory itself stays: it may be a mount). */
    commit() {
      for (const name of readdirSync(mediaDir)) {
        if (name !== STAGING && name !== INCOMING) rmSync(path.join(mediaDir, name), { recursive: true, force: true });
      }
      for (const name of readdirSync(staging)) renameSync(path.join(staging, name), path.join(mediaDir, name));
      rmSync(staging, { recursive: true, force: true });
    },
    discard() {
      rmSync(staging, { recursive: true, force: true });
    },
  };
}
