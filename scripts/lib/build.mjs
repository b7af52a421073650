// Builds the workspaces whose output is missing or older than their sources (npm start, the test stacks).
// One build at a time per checkout (flock), so parallel test stacks and `npm start` never write dist/ together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './env.mjs';

const THIS_FILE = fileURLToPath(import.meta.url);

/** What each workspace builds from, and the file whose age stands for its output. */
const WORKSPACES = {
  api: { output: 'api/dist/main.js', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'] },
  web: {
    output: 'web/dist/index.html',
    inputs: ['src', 'public', 'index.html', 'package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.app.json'],
  },
  admin: {
    output: 'admin/dist/index.html',
    inputs: ['src', 'public', 'index.html', 'package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.app.json'],
  },
};

// Tests beside the code do not change what is built.
const NOT_BUILT = /\.(spec|int-spec|test)\.tsx?$/;

function newestInput(workspace) {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stats = statSync(file);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (!NOT_BUILT.test(file)) {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const input of WORKSPACES[workspace].inputs) visit(path.join(REPO_ROOT, workspace, input));
  return newest;
}

/** The workspaces among `names` whose build is missing or stale. */
export function staleWorkspaces(names = Object.keys(WORKSPACES)) {
  return names.filter((name) => {
    const output = path.join(REPO_ROOT, WORKSPACES[name].output);
    return !existsSync(output) || statSync(output).mtimeMs < newestInput(name);
  });
}

/**
 * Builds what is missing or stale, holding the checkout's build lock (a child process re-checks under it,
 * since a parallel run may have just built the same thing). Throws when a build fails.
 */
export function ensureBuilt(names = Object.keys(WORKSPACES)) {
  if (staleWorkspaces(names).length === 0) return;
  if (!existsSync(path.join(REPO_ROOT, 'node_modules'))) {
    throw new Error('Dependencies are not installed: run `npm ci` first');
  }
  const lockDir = path.join(REPO_ROOT, '.run');
  mkdirSync(lockDir, { recursive: true });
  const result = spawnSync('flock', [path.join(lockDir, 'build.lock'), process.execPath, THIS_FILE, ...names], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status}); see the output above`);
}

// Run under the lock by ensureBuilt: node scripts/lib/build.mjs <workspace>...
if (process.argv[1] === THIS_FILE) {
  for (const name of staleWorkspaces(process.argv.slice(2))) {
    console.log(`building ${name}: its output is missing or older than its sources`);
    // Always a production build: Vite builds React's development runtime (about 1.4 times the JavaScript and far
    // more CPU on the console's first load) when NODE_ENV says otherwise, e.g. the `test` jest sets for the test
    // stacks or a shell's `development`. Whether the stack runs in development mode is /config.json's business.
    const { status } = spawnSync('npm', ['run', 'build', '--workspace', name], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (status !== 0) process.exit(status ?? 1);
  }
}
