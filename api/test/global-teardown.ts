import { adminQuery, TEST_DB_PREFIX } from './harness/databases';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  const runId = process.env.TEST_RUN_ID;
  if (adminUrl && runId) {
    const rows = await adminQuery<{ datname: string }>(
      adminUrl,
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DB_PREFIX}${runId}%'`,
    );
    for (const { datname } of rows) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  }
  await Promise.all((globalThis.__testContainers ?? []).map((container) => container.stop()));
}
