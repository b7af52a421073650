import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source';

// Any constant shared by every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_243_001;

/**
 * Applies pending migrations while holding a Postgres advisory lock, so any number of
 * processes (API replicas, the compose `migrate` service, tests) can call it at once:
 * the first migrates, the others wait and then find nothing to do.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const dataSource = await new DataSource(dataSourceOptions(url, 2)).initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}

/** Reverts the most recent `steps` migrations (used by operators rolling back, and by tests). */
export async function revertMigrations(url: string, steps: number): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions(url, 2)).initialize();
  try {
    for (let i = 0; i < steps; i++) await dataSource.undoLastMigration({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  const config = AppConfig.fromEnvironment();
  const started = Date.now();
  runMigrations(config.database.url)
    .then((names) => {
      const summary = names.length ? `applied ${names.join(', ')}` : 'database already up to date';
      console.log(JSON.stringify({ level: 'info', msg: `migrate: ${summary}`, ms: Date.now() - started }));
    })
    .catch((error: Error) => {
      console.error(JSON.stringify({ level: 'error', msg: `migrate failed: ${error.message}` }));
      process.exit(1);
    });
}
