import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { adminQuery, databaseUrlFor, STACK_DB_PREFIX } from '../support/stack';
import { REPO_ROOT } from './helpers';

const run = promisify(execFile);

/** npm run backup / restore, as an operator runs them (never reading the developer's .env). */
function script(name: 'backup' | 'restore', args: string[], databaseUrl: string, mediaDir: string) {
  return run(process.execPath, [path.join(REPO_ROOT, 'scripts', `${name}.mjs`), ...args, '--no-env-file'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir },
  });
}

async function query<T = any>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Everything a restore must bring back: the entries with their participants, and the schema version. */
const ENTRIES = `
  SELECT s.id, s.instagram_url, s.shortcode, s.category, s.status, s.status_reason, s.round_id, s.created_at,
         p.name, p.email, p.state_province, p.creator_category, p.profile_complete
  FROM submissions s JOIN participants p ON p.id = s.participant_id ORDER BY s.shortcode`;
const MIGRATIONS = 'SELECT name FROM migrations ORDER BY id';
const MEDIA = 'SELECT kind, sha256, url, widths, bytes, original_name FROM media_uploads ORDER BY id';

/** The files of a media directory and their bytes (a half-written upload in .incoming is not one). */
function mediaFiles(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .filter((name) => !name.startsWith('.incoming'))
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name), 'base64')]),
  );
}

describe('npm run backup / npm run restore', () => {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const source = databaseUrlFor(`${STACK_DB_PREFIX}${id}_source`);
  const target = databaseUrlFor(`${STACK_DB_PREFIX}${id}_restored`);
  let dir: string;
  let sourceMedia: string;
  let targetMedia: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'contest-backup-'));
    sourceMedia = path.join(dir, 'media-source');
    targetMedia = path.join(dir, 'media-restored');
    await adminQuery(`CREATE DATABASE "${STACK_DB_PREFIX}${id}_source"`);
    await run(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'database', 'migrate.js')], {
      env: { PATH: process.env.PATH, DATABASE_URL: source, LOG_LEVEL: 'silent' },
    });
    const participants = await query<{ id: string }>(
      source,
      `INSERT INTO participants (name, email, email_verified, state_province, creator_category)
       VALUES ('Asha Rao', 'asha@example.test', true, 'Kerala', 'micro_influencer'),
              ('Vikram Singh', 'vikram@example.test', false, 'Punjab', NULL)
       RETURNING id`,
    );
    // A console upload: its row, its renditions, and a half-written upload that no backup should carry.
    const sha = 'ab'.repeat(32);
    mkdirSync(path.join(sourceMedia, '.incoming'), { recursive: true });
    for (const width of [640, 1280]) {
      writeFileSync(path.join(sourceMedia, `${sha.slice(0, 16)}-${width}.webp`), randomBytes(2048 + width));
    }
    writeFileSync(path.join(sourceMedia, '.incoming', 'upload-in-progress'), 'half');
    await query(
      source,
      `INSERT INTO media_uploads (kind, sha256, url, widths, width, height, bytes, original_name)
       VALUES ('image', $1, $2, '{640,1280}', 1280, 720, 3328, 'poster.png')`,
      [sha, `/media/${sha.slice(0, 16)}-1280.webp`],
    );
    for (const [index, category] of ['life', 'action', 'philosophy'].entries()) {
      await query(
        source,
        `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, status_reason,
                                  hashtags_added, consent)
         VALUES ($1, 1, $2, $3, $4, $5, $6, true, true)`,
        [
          participants[index % 2].id,
          `https://www.instagram.com/reel/Cshort${index}/`,
          `Cshort${index}`,
          category,
          index === 2 ? 'rejected' : 'pending',
          index === 2 ? 'The post is not public' : null,
        ],
      );
    }
  }, 60_000);

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const suffix of ['source', 'restored']) {
      await adminQuery(`DROP DATABASE IF EXISTS "${STACK_DB_PREFIX}${id}_${suffix}" WITH (FORCE)`);
    }
  });

  it('restores a backup on a new server: the same entries, the uploads rows and their files', async () => {
    const file = path.join(dir, 'contest.dump');
    const backup = await script('backup', [file], source, sourceMedia);
    expect(backup.stdout).toContain(`backup written: ${file}`);
    expect(backup.stdout).toContain(`written: ${path.join(dir, 'contest.media.tar.gz')}`);

    // The restore creates the target database and the media directory; nothing else is needed on a new server.
    const restore = await script('restore', [file, '--database-url', target, '--yes'], source, targetMedia);
    expect(restore.stdout).toContain(`into ${targetMedia}`);
    const entries = await query(source, ENTRIES);
    expect(entries).toHaveLength(3);
    expect(await query(target, ENTRIES)).toEqual(entries);
    expect(await query(target, MIGRATIONS)).toEqual(await query(source, MIGRATIONS));
    expect(await query(target, MEDIA)).toEqual(await query(source, MEDIA));
    const files = mediaFiles(sourceMedia);
    expect(Object.keys(files)).toHaveLength(2);
    expect(mediaFiles(targetMedia)).toEqual(files);
    // The file the restored row names is there.
    const [upload] = await query<{ url: string }>(target, MEDIA);
    expect(existsSync(path.join(targetMedia, upload.url.replace(/^\/media\//, '')))).toBe(true);
  });

  it("replaces the files of a used media directory with the backup's, leaving uploads in progress alone", async () => {
    const file = path.join(dir, 'contest.dump');
    writeFileSync(path.join(targetMedia, 'uploaded-after-the-backup.webp'), 'newer');
    mkdirSync(path.join(targetMedia, '.incoming'), { recursive: true });
    writeFileSync(path.join(targetMedia, '.incoming', 'upload-in-progress'), 'half');

    await script('restore', [file, '--database-url', target, '--yes'], source, targetMedia);
    expect(mediaFiles(targetMedia)).toEqual(mediaFiles(sourceMedia));
    expect(readFileSync(path.join(targetMedia, '.incoming', 'upload-in-progress'), 'utf8')).toBe('half');
  });

  it('changes neither the database nor the files when the media archive is damaged', async () => {
    const file = path.join(dir, 'damaged-media.dump');
    await script('backup', [file], source, sourceMedia);
    const archive = path.join(dir, 'damaged-media.media.tar.gz');
    truncateSync(archive, Math.floor(statSync(archive).size / 2));
    await query(target, `UPDATE participants SET name = 'Changed after the backup' WHERE email = 'asha@example.test'`);
    const before = await query(target, ENTRIES);
    const filesBefore = mediaFiles(targetMedia);

    await expect(
      script('restore', [file, '--database-url', target, '--yes'], source, targetMedia),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('restore failed') });
    expect(await query(target, ENTRIES)).toEqual(before);
    expect(mediaFiles(targetMedia)).toEqual(filesBefore);
    expect(readdirSync(targetMedia)).not.toContain('.restoring');
  });

  it('changes nothing when the backup is damaged', async () => {
    const file = path.join(dir, 'damaged.dump');
    await script('backup', [file], source, sourceMedia);
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const before = await query(target, ENTRIES);
    expect(before).toHaveLength(3);
    const filesBefore = mediaFiles(targetMedia);
    writeFileSync(path.join(sourceMedia, 'uploaded-after-the-backup.webp'), 'newer');

    await expect(
      script('restore', [file, '--database-url', target, '--yes'], source, targetMedia),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('restore failed'),
    });
    expect(await query(target, ENTRIES)).toEqual(before);
    expect(mediaFiles(targetMedia)).toEqual(filesBefore);
  });

  it('refuses to overwrite a database without confirmation when not interactive', async () => {
    await expect(
      script('restore', [path.join(dir, 'contest.dump'), '--database-url', target], source, targetMedia),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('pass --yes'),
    });
  });
});
