import type { Browser, Page } from 'playwright-core';
import { signInWithDevProvider } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import { consoleToken, adminCreate, signInToConsole } from '../console/console-browser';
import { enqueueRankRecompute, launchBrowser, openContext, openRoundOne, signedInContext } from '../site/site-browser';
import { eventually } from '../../support/eventually';

const ORGANISER = { email: 'drill-organiser@console.test', password: 'organiser passphrase 9' };

/**
 * Participants' names as script payloads. The public board shows the first word of a name plus the last
 * word's initial, so payloads without spaces reach the board whole; the console shows the whole name.
 */
const PAYLOADS = [
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<img/src="x"/onerror="window.__xss=(window.__xss||0)+1">',
  '<svg/onload=window.__xss=(window.__xss||0)+1>',
];

/** Every script run or dialog opened by a payload is counted here. */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

async function expectInert(page: Page, seen: { dialogs: string[] }): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  // The payloads' markup never became elements (a script inserted as HTML would not run, but would be there).
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  expect(await page.evaluate(() => Array.from(document.scripts).some((s) => s.textContent?.includes('__xss')))).toBe(
    false,
  );
}

/**
 * Drill: script payloads stored as participants' names (through the API, as a participant would) render
 * as plain text on the public leaderboard and in the organisers' console, in Chromium, on the whole stack.
 */
describe('drill: a script payload as a participant name', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    await openRoundOne(stack);
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    const admin = await consoleToken(stack, ORGANISER.email, ORGANISER.password);
    for (const [i, name] of PAYLOADS.entries()) {
      const participant = await signInWithDevProvider(stack, `script-name-${i}`);
      const auth = { authorization: `Bearer ${participant.accessToken}`, 'content-type': 'application/json' };
      const profile = await fetch(`${stack.apiUrl}/me/profile`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name, stateProvince: 'Kerala', creatorCategory: 'nano_influencer' }),
      });
      expect(profile.status).toBe(200);
      const entry = await fetch(`${stack.apiUrl}/submissions`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          instagramUrl: `https://www.instagram.com/reel/Xss${Date.now().toString(36)}${i}/`,
          category: 'life',
          hashtagsAdded: true,
          consent: true,
          consentVersion: '2025-09-15',
          language: 'en',
        }),
      });
      expect(entry.status).toBe(201);
      const verified = await fetch(`${stack.apiUrl}/admin/entries/${((await entry.json()) as { id: string }).id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'verified' }),
      });
      expect(verified.status).toBe(200);
    }
    enqueueRankRecompute(stack);
    await eventually(async () => {
      const board = (await (await fetch(`${stack.apiUrl}/leaderboard`)).json()) as { items: unknown[] };
      expect(board.items).toHaveLength(PAYLOADS.length);
    }, 60_000);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('shows the names as text on the public leaderboard', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    const seen = await watch(page);
    try {
      await page.goto(`${stack.baseUrl}/submissions`);
      for (const payload of PAYLOADS) {
        await page.getByText(payload, { exact: false }).first().waitFor({ timeout: 30_000 });
      }
      await expectInert(page, seen);
    } finally {
      await context.close();
    }
  });

  it("shows the greeting name of the submission page (the profile's) as text", async () => {
    const context = await signedInContext(browser, stack, await signInWithDevProvider(stack, 'script-name-1'));
    const page = await context.newPage();
    const seen = await watch(page);
    try {
      await page.goto(`${stack.baseUrl}/submission-success`);
      await page.getByText(PAYLOADS[1], { exact: false }).first().waitFor({ timeout: 30_000 });
      await expectInert(page, seen);
    } finally {
      await context.close();
    }
  });

  it('shows the names as text in the console', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    const seen = await watch(page);
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.getByRole('menuitem', { name: 'Participants' }).click();
      for (const payload of PAYLOADS) await page.getByText(payload, { exact: true }).first().waitFor();
      await expectInert(page, seen);

      await page.getByRole('menuitem', { name: 'Entries' }).click();
      // The queue opens on pending entries; these are verified.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Verified' }).click();
      await page.waitForURL(/%22status%22%3A%22verified%22/);
      for (const payload of PAYLOADS)
        await page.locator('tbody').getByText(payload, { exact: false }).first().waitFor();
      await page.locator('tbody').getByText(PAYLOADS[0], { exact: false }).first().click();
      await page.getByText(PAYLOADS[0], { exact: false }).first().waitFor();
      await expectInert(page, seen);
    } finally {
      await context.close();
    }
  });
});
