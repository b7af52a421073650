import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, truncateSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { adminQuery, databaseUrlFor, STACK_DB_PREFIX } from '../support/stack';
import { REPO_ROOT } from './helpers';

const run = promisify(execFile);

/** npm run backup / restore, as an operator runs them (never reading the developer's .env). */
function script(name: 'backup' | 'restore', args: string[], databaseUrl: string) {
  return run(process.execPath, [path.join(REPO_ROOT, 'scripts', `${name}.mjs`), ...args, '--no-env-file'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
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

describe('npm run backup / npm run restore', () => {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const source = databaseUrlFor(`${STACK_DB_PREFIX}${id}_source`);
  const target = databaseUrlFor(`${STACK_DB_PREFIX}${id}_restored`);
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'contest-backup-'));
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

  it('restores a backup into a fresh database with the same entries', async () => {
    const file = path.join(dir, 'contest.dump');
    const backup = await script('backup', [file], source);
    expect(backup.stdout).toContain(`backup written: ${file}`);

    // The restore creates the target database; nothing else is needed on a new server.
    await script('restore', [file, '--database-url', target, '--yes'], source);
    const entries = await query(source, ENTRIES);
    expect(entries).toHaveLength(3);
    expect(await query(target, ENTRIES)).toEqual(entries);
    expect(await query(target, MIGRATIONS)).toEqual(await query(source, MIGRATIONS));
  });

  it('changes nothing when the backup is damaged', async () => {
    const file = path.join(dir, 'damaged.dump');
    await script('backup', [file], source);
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const before = await query(target, ENTRIES);
    expect(before).toHaveLength(3);

    await expect(script('restore', [file, '--database-url', target, '--yes'], source)).rejects.toMatchObject({
      stderr: expect.stringContaining('restore failed'),
    });
    expect(await query(target, ENTRIES)).toEqual(before);
  });

  it('refuses to overwrite a database without confirmation when not interactive', async () => {
    await expect(
      script('restore', [path.join(dir, 'contest.dump'), '--database-url', target], source),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('pass --yes'),
    });
  });
});
