import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl, TEST_DB_PREFIX } from '../../test/harness/databases';
import { revertMigrations, runMigrations } from './migrate';

const tables = (url: string) =>
  adminQuery<{ table_name: string }>(
    url,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`,
  ).then((rows) => rows.map((row) => row.table_name));

describe('migrations on a real database', () => {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const name = `${TEST_DB_PREFIX}${process.env.TEST_RUN_ID}_mig_${randomBytes(3).toString('hex')}`;
  const url = databaseUrl(adminUrl, name);

  beforeAll(() => adminQuery(adminUrl, `CREATE DATABASE "${name}"`));
  afterAll(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('apply from several processes at once, each exactly once', async () => {
    const results = await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    const appliedBy = results.filter((names) => names.length > 0);
    expect(appliedBy).toHaveLength(1);
    const applied = await adminQuery<{ name: string }>(url, 'SELECT name FROM migrations');
    expect(applied.map((row) => row.name).sort()).toEqual([...appliedBy[0]].sort());
    expect(await tables(url)).toEqual(expect.arrayContaining(['identities', 'participants']));
  });

  it('revert all the way down and apply again', async () => {
    const count = (await adminQuery(url, 'SELECT 1 FROM migrations')).length;
    await revertMigrations(url, count);
    expect(await tables(url)).toEqual([]);
    const again = await runMigrations(url);
    expect(again).toHaveLength(count);
    expect(await runMigrations(url)).toEqual([]);
  });

  it('derive profile completeness in the database', async () => {
    const [row] = await adminQuery<{ profile_complete: boolean }>(
      url,
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       VALUES ('Asha Rao', '+919800000001', 'Kerala', 'nano_influencer') RETURNING profile_complete`,
    );
    expect(row.profile_complete).toBe(true);
    const [partial] = await adminQuery<{ profile_complete: boolean }>(
      url,
      `INSERT INTO participants (name, email, email_verified) VALUES ('Ravi', 'ravi@example.com', false) RETURNING profile_complete`,
    );
    expect(partial.profile_complete).toBe(false);
  });
});
