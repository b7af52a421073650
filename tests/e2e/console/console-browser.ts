import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import type { Stack } from '../../support/stack';
import { REPO_ROOT } from '../site/site-browser';

/**
 * Creates a console account the way operators do: `npm run admin:create` against the stack's database and Redis
 * (a reset lifts the account's sign-in locks, which Redis holds).
 */
export function adminCreate(stack: Stack, email: string, password: string, role: 'admin' | 'jury'): void {
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', email, '--password', password, '--role', role],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        DATABASE_URL: stack.databaseUrl,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: stack.redisPrefix,
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stdout}\n${result.stderr}`);
  if (!result.stdout.includes(`console account ${email}`)) throw new Error(`unexpected output: ${result.stdout}`);
}

/** A console access token through the API (for arranging data the UI does not need to show). */
export async function consoleToken(stack: Stack, email: string, password: string): Promise<string> {
  const response = await fetch(`${stack.apiUrl}/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`console login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Signs in on the console's own login page. */
export async function signInToConsole(page: Page, stack: Stack, email: string, password: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/admin/`);
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
