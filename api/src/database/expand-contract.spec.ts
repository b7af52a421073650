import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * During a rolling upgrade the previous API version keeps serving against the database the new release has
 * migrated (README, "Upgrades": expand, then contract). So a migration's `up` may only expand: new tables, new
 * columns that are nullable or have a default, new functions. What the old version may still read or call
 * (a column, a table, a function's signature) is dropped, renamed or tightened only in a later release, once no
 * process of the version that used it runs. This check finds the contracting statements in every `up`; each
 * one must be listed below with the reason it is safe.
 */
const CONTRACTING: Array<[RegExp, string]> = [
  [/\bDROP\s+COLUMN\b/i, 'DROP COLUMN'],
  [/\bRENAME\s+(COLUMN\s+)?\w+\s+TO\b|\bRENAME\s+TO\b/i, 'RENAME'],
  [/\bDROP\s+TABLE\b/i, 'DROP TABLE'],
  [/\bSET\s+NOT\s+NULL\b/i, 'SET NOT NULL'],
  [/\bALTER\s+COLUMN\s+\w+\s+(SET\s+DATA\s+)?TYPE\b/i, 'ALTER COLUMN TYPE'],
  [/\bDROP\s+FUNCTION\b/i, 'DROP FUNCTION'],
  // The previous version may rely on what these remove: a unique constraint as its ON CONFLICT target, a
  // foreign key's cascade, a trigger's work, a default for a column its inserts do not name.
  [/\bDROP\s+CONSTRAINT\b/i, 'DROP CONSTRAINT'],
  [/\bDROP\s+TRIGGER\b/i, 'DROP TRIGGER'],
  [/\bDROP\s+DEFAULT\b/i, 'DROP DEFAULT'],
];

/**
 * Contracting migrations, each with the review that lets it stand. Those written before rolling upgrades were
 * supported contract in the release that stopped using what they remove: an install still on a version from
 * before one of them upgrades past it by stopping the old API first (README, "Upgrades"). A new entry must say
 * why the previous version is unaffected, e.g. which earlier release stopped using what it removes.
 */
const REVIEWED: Record<string, string> = {
  '1763600300100-leaner-leaderboard-entries.ts':
    "before rolling upgrades: drops leaderboard_entries' foreign keys, whose cascade took a deleted entry's rows off the previous version's boards (stop-first upgrade)",
  '1763600300200-narrow-leaderboard-entries.ts':
    'before rolling upgrades: drops leaderboard_entries columns the previous version read for the boards (stop-first upgrade)',
  '1763601100000-console-sign-in-locks.ts':
    "before rolling upgrades: drops console_accounts' lock columns the previous version's console sign-in wrote (stop-first upgrade)",
  '1763601300000-unverified-emails-may-repeat.ts':
    'safe: recreates participants_email_key under its name over verified addresses only, refusing nothing the old index accepted; the previous version still recognises its violations by that name',
  '1763601600000-entry-ownership.ts':
    'before rolling upgrades: replaces the constraint submissions_shortcode_key with a partial unique index of another name, and the previous version told a post already entered by that name (stop-first upgrade)',
  '1763606000000-batched-votes.ts':
    'before rolling upgrades: drops cast_vote(), which the previous version called for each vote (stop-first upgrade)',
  '1763620000000-batched-entries.ts':
    'before rolling upgrades: drops the 13-argument enter_submission() the previous version called (stop-first upgrade)',
  '1763740000000-entry-consent.ts':
    'before rolling upgrades: replaces enter_submissions(jsonb) and enter_submission(), which the previous version called (stop-first upgrade)',
  '1763750000000-proven-ownership.ts':
    "safe: ownership_code gets a DEFAULT in the same statement and every row a value first, so the previous version's inserts, which never name it, still succeed; the unique constraint and index added cover only the new columns, which it never writes",
  '1763790000000-console-sign-in-locks-in-redis.ts':
    'before rolling upgrades: drops console_sign_in_locks, which the previous version used at each console sign-in (stop-first upgrade)',
};

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** The SQL of a migration's `up` (up to its `down`), without SQL line comments. */
function upSql(file: string): string {
  const source = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  const up = source.slice(source.search(/\basync\s+up\s*\(/), source.search(/\basync\s+down\s*\(/));
  return up.replace(/--[^\n`]*/g, '');
}

/** `ADD COLUMN x type NOT NULL` without a DEFAULT: the old version's inserts, which do not name x, would fail. */
function requiredColumnsAdded(sql: string): string[] {
  return [...sql.matchAll(/\bADD\s+COLUMN\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)([\s\S]*?)(?=\bADD\s+COLUMN\b|`|;|$)/gi)]
    .filter(([, , definition]) => /\bNOT\s+NULL\b/i.test(definition) && !/\bDEFAULT\b/i.test(definition))
    .map(([, column]) => column);
}

/**
 * A constraint added to a table the previous version already writes (ALTER TABLE … ADD CONSTRAINT, UNIQUE,
 * CHECK, PRIMARY KEY, FOREIGN KEY or EXCLUDE; CREATE UNIQUE INDEX): a row it still writes may now be refused. A
 * table created in the same `up` has no such writer. Answers the tables.
 */
function constraintsAdded(sql: string): string[] {
  const created = new Set(
    [...sql.matchAll(/\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)/gi)].map(([, table]) => table.toLowerCase()),
  );
  const altered = [...sql.matchAll(/\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(\w+)([\s\S]*?)(?=`|;|$)/gi)]
    .filter(([, , clauses]) => /\bADD\s+(CONSTRAINT|UNIQUE|CHECK|PRIMARY\s+KEY|FOREIGN\s+KEY|EXCLUDE)\b/i.test(clauses))
    .map(([, table]) => table);
  const indexed = [
    ...sql.matchAll(
      /\bCREATE\s+UNIQUE\s+INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?\w+\s+ON\s+(?:ONLY\s+)?(\w+)/gi,
    ),
  ].map(([, table]) => table);
  return [...new Set([...altered, ...indexed])].filter((table) => !created.has(table.toLowerCase()));
}

function contractions(file: string): string[] {
  const sql = upSql(file);
  return [
    ...CONTRACTING.filter(([pattern]) => pattern.test(sql)).map(([, name]) => name),
    ...requiredColumnsAdded(sql).map((column) => `ADD COLUMN ${column} NOT NULL without DEFAULT`),
    ...constraintsAdded(sql).map((table) => `constraint added to ${table}`),
  ];
}

describe('migrations: expand in one release, contract in a later one', () => {
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));

  it.each(files)('%s only expands, or its contraction is reviewed', (file) => {
    const found = contractions(file);
    if (found.length === 0) return expect(REVIEWED[file]).toBeUndefined();
    expect({ file, found, reviewed: REVIEWED[file] ?? 'not reviewed' }).toEqual({
      file,
      found,
      reviewed: expect.stringMatching(/^(safe|before rolling upgrades): .{30,}/),
    });
  });

  it('flags what would break the previous version, and passes what would not', () => {
    const check = (sql: string) => {
      const [pattern] = CONTRACTING.filter(([p]) => p.test(sql)).map(([, name]) => name);
      return pattern ?? requiredColumnsAdded(sql)[0] ?? constraintsAdded(sql)[0] ?? null;
    };
    expect(check('ALTER TABLE rounds DROP COLUMN closed_at')).toBe('DROP COLUMN');
    expect(check('ALTER TABLE rounds RENAME COLUMN name TO title')).toBe('RENAME');
    expect(check('ALTER TABLE rounds ALTER COLUMN closed_at SET NOT NULL')).toBe('SET NOT NULL');
    expect(check('ALTER TABLE rounds ADD COLUMN weight int NOT NULL')).toBe('weight');
    expect(check('ALTER TABLE rounds ADD COLUMN weight int NOT NULL DEFAULT 1, ADD COLUMN note text')).toBeNull();
    expect(check('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)')).toBeNull();
    expect(check('ALTER TABLE rounds ADD CONSTRAINT rounds_slug_key UNIQUE (slug)')).toBe('rounds');
    expect(check('ALTER TABLE rounds ADD CHECK (id > 0)')).toBe('rounds');
    expect(check('ALTER TABLE votes ADD COLUMN note text, ADD FOREIGN KEY (round_id) REFERENCES rounds (id)')).toBe(
      'votes',
    );
    expect(check('CREATE UNIQUE INDEX rounds_slug_key ON rounds (slug)')).toBe('rounds');
    expect(check('ALTER TABLE rounds ALTER COLUMN weight DROP DEFAULT')).toBe('DROP DEFAULT');
    expect(check('DROP TRIGGER rounds_in_step ON rounds')).toBe('DROP TRIGGER');
    expect(check('ALTER TABLE submissions DROP CONSTRAINT submissions_shortcode_key')).toBe('DROP CONSTRAINT');
    // A table created in the same migration has no writer of the previous version to refuse.
    expect(
      check('CREATE TABLE notes (id serial PRIMARY KEY, slug text); ALTER TABLE notes ADD CONSTRAINT k UNIQUE (slug)'),
    ).toBeNull();
    expect(check('CREATE TABLE notes (slug text); CREATE UNIQUE INDEX notes_slug ON notes (slug)')).toBeNull();
    expect(check('ALTER TABLE rounds ADD COLUMN weight int CHECK (weight > 0)')).toBeNull();
  });
});
