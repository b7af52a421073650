// Database helpers of the local scripts: create the target database when missing.
import pg from 'pg';

/** The same server's maintenance database, for CREATE/DROP DATABASE. */
export function maintenanceUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseName(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`${databaseUrl} names no database`);
  return name;
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database of `databaseUrl` unless it exists; true when it was created. */
export async function ensureDatabase(databaseUrl) {
  const name = databaseName(databaseUrl);
  return withClient(maintenanceUrl(databaseUrl), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } catch (error) {
      // Another process created it between the check and here.
      if (error.code !== '42P04') throw error;
      return false;
    }
    return true;
  });
}
