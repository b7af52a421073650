import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { dropStaleStackDatabases } from './stack';

/** Once per run, before any stack starts: build what is missing or stale, and drop dead runs' databases. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '..', '..');
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only', '--no-env-file'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the stack failed (see above)');
  await dropStaleStackDatabases();
}
