import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { Browser, BrowserContext, BrowserContextOptions, chromium, Page } from 'playwright-core';
import type { SignedIn } from '../../support/sign-in';
import type { Stack } from '../../support/stack';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** Screenshots are artifacts of the run (gitignored). */
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'tests', 'test-results', 'site');

/** Debian's Chromium with the flags docs/toolchain.md lists; Playwright gives each launch a fresh profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A browser context that reaches only the stack and its sign-in provider: Instagram's embed script and any
 * other outside origin are refused, as on a machine without internet (the site must stay whole).
 */
export async function openContext(
  browser: Browser,
  stack: Stack,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const allowed = [stack.baseUrl, stack.oidcIssuerUrl].filter(Boolean) as string[];
  await context.route(
    (url) => !allowed.some((origin) => url.toString().startsWith(origin)),
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** A context already signed in as `signedIn` (tokens in local storage, as the site keeps them). */
export async function signedInContext(browser: Browser, stack: Stack, signedIn: SignedIn, options = {}) {
  const context = await openContext(browser, stack, options);
  await context.addInitScript(
    ([access, refresh]) => {
      if (!window.localStorage.getItem('accessToken')) {
        window.localStorage.setItem('accessToken', access);
        window.localStorage.setItem('refreshToken', refresh);
      }
    },
    [signedIn.accessToken, signedIn.refreshToken],
  );
  return context;
}

/** Signs in through the site's own Sign In button and the development provider's login form. */
export async function signInThroughSite(page: Page, loginName: string, signInButton = 'Sign In'): Promise<void> {
  await page.getByRole('button', { name: signInButton, exact: true }).first().click();
  await page.locator('input[name=login]').waitFor();
  await page.locator('input[name=login]').fill(loginName);
  await page.locator('input[name=password]').fill('x');
  await page.locator('[type=submit]').first().click();
}

/** A toast with this title (and description, when given) is on screen. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  // One wait for both: a toast lives a few seconds, so a second wait after the first can miss it on a busy machine.
  let toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  if (description !== undefined) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ timeout: 20_000 });
}

export async function query<T = Record<string, unknown>>(stack: Stack, sql: string, params: unknown[] = []) {
  const client = new Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

let entries = 0;

/**
 * One entry written straight into the stack's database (arrangement only: what the site and the console do
 * with it is what the tests check), by `participantId` or else by a new participant `author`. Verified, in
 * Round 1, on the theme "life" and with a fresh shortcode unless told otherwise.
 */
export async function insertEntry(
  stack: Stack,
  entry: {
    participantId?: string;
    author?: { name: string; state?: string; tier?: string };
    shortcode?: string;
    category?: string;
    status?: string;
    round?: number;
  },
): Promise<{ id: string; shortcode: string; participantId: string }> {
  let participantId = entry.participantId;
  if (!participantId) {
    const { name, state = null, tier = null } = entry.author ?? { name: 'Test Creator' };
    [{ id: participantId }] = await query<{ id: string }>(
      stack,
      `INSERT INTO participants (name, state_province, creator_category) VALUES ($1, $2, $3) RETURNING id`,
      [name, state, tier],
    );
  }
  const shortcode = entry.shortcode ?? `E2e${Date.now().toString(36)}${(entries++).toString(36)}`;
  const [{ id }] = await query<{ id: string }>(
    stack,
    `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added, consent)
     VALUES ($1, $2, $3, $4, $5, $6, true, true) RETURNING id`,
    [
      participantId,
      entry.round ?? 1,
      `https://www.instagram.com/reel/${shortcode}/`,
      shortcode,
      entry.category ?? 'life',
      entry.status ?? 'verified',
    ],
  );
  return { id, shortcode, participantId };
}

/** Round 1 takes entries now (the seeded dates are in 2025). */
export async function openRoundOne(stack: Stack): Promise<void> {
  await query(
    stack,
    `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '30 days',
            accepts_submissions = (id = 1), updated_at = now()`,
  );
}

/**
 * Asks the stack's worker for a rank recompute, through the project's own queue (BullMQ, resolved from the
 * api workspace that depends on it), exactly as a metrics cycle does when it ends.
 */
export function enqueueRankRecompute(stack: Stack): void {
  const script = `
    const { Queue } = require('bullmq');
    const queue = new Queue('metrics', { prefix: process.env.PREFIX + ':bull', connection: { url: process.env.REDIS_URL } });
    queue.add('rank-recompute', {}).then(() => queue.close()).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: { ...process.env, PREFIX: stack.redisPrefix, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not enqueue the recompute: ${result.stderr}`);
}

/** Serious and critical WCAG 2.2 A/AA violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // The landing page lays out its lower sections only as they near the screen (content-visibility: auto).
  // axe finds a text's background by hit-testing, which misses a section not yet laid out, and then judged
  // the registration card's dark links against the dark section behind the card whenever the section was
  // still skipped. Lay them all out, as the page itself does before a jump (web/src/lib/scroll.ts).
  // The landing also adds those sections one task at a time after the network is idle: scan once the page has
  // stopped changing (no DOM change for 300 ms), or axe's layout and the page's drift apart mid-scan.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet = window.setTimeout(settle, 300);
        const observer = new MutationObserver(() => {
          window.clearTimeout(quiet);
          quiet = window.setTimeout(settle, 300);
        });
        const limit = window.setTimeout(settle, 10_000);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        function settle() {
          observer.disconnect();
          window.clearTimeout(limit);
          document.querySelector('[data-deferred-layout]')?.removeAttribute('data-deferred-layout');
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }
      }),
  );
  // Contrast is measured on what is painted: let fades (a toast coming in) finish first. Endless
  // animations never finish and are left alone.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return path.join(ARTIFACTS_DIR, name);
}

let reels = 0;
/** A fresh Instagram Reel link (one entry per post across the contest), with the share noise Instagram adds. */
export function reelLink(): string {
  return `https://www.instagram.com/reel/C${Date.now().toString(36)}x${(reels++).toString(36)}/?igsh=test`;
}

/** A console action through the API with an organiser's token (`consoleToken`), e.g. closing or publishing a round. */
export async function consolePost(stack: Stack, token: string, action: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/admin${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /admin${action} answered ${response.status}: ${await response.text()}`);
}
