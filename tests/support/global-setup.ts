import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { dropStaleStackDatabases } from './stack';

/**
 * Once per run, before any stack starts: install the Debian packages the stack and the browser need (nginx,
 * Chromium, ...; nothing when all are there), build what is missing or stale, and drop dead runs' databases.
 */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '..', '..');
  const packages = spawnSync('bash', ['scripts/install-system-packages.sh'], { cwd: root, stdio: 'inherit' });
  if (packages.status !== 0) throw new Error('The Debian packages the tests need are missing (see above)');
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only', '--no-env-file'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the stack failed (see above)');
  await dropStaleStackDatabases();
}
