import path from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// Compiled code loads the .js migrations; under ts (jest, ts-node) the .ts ones.
const extension = __filename.endsWith('.ts') ? 'ts' : 'js';

/** One definition of the database connection, used by the app, the worker, the CLI and the tests. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: [path.join(__dirname, 'migrations', `*.${extension}`)],
    migrationsTableName: 'migrations',
    synchronize: false,
    extra: { max: poolSize, application_name: 'contest' },
  };
}

/** For the TypeORM CLI (`typeorm migration:create` and friends). */
export default new DataSource(
  dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/contest'),
);
