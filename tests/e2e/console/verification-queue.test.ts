import type { Browser, Page } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { Stack, startStack } from '../../support/stack';
import { insertEntry, launchBrowser, openContext, openRoundOne, query } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'queue-organiser@console.test', password: 'queue organiser passphrase 7' };

/**
 * An organiser works the verification queue: it opens on the pending entries, oldest first; an entry whose post
 * belongs to someone else says so in its row and its checks; the "Posted by someone else" filter applies as soon
 * as it is picked; a views jump states its interval. A forgotten password can be asked for from the sign-in page.
 */
describe('the verification queue in the console', () => {
  let stack: Stack;
  let browser: Browser;
  let mismatchId: string;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    await openRoundOne(stack);
    const entry = async (name: string, shortcode: string, status: string, minutesAgo: number) => {
      const { id } = await insertEntry(stack, { author: { name }, shortcode, status });
      await query(stack, `UPDATE submissions SET created_at = now() - $2 * interval '1 minute' WHERE id = $1`, [
        id,
        minutesAgo,
      ]);
      return id;
    };
    await entry('Verified Long Ago', 'QueueVerified', 'verified', 300);
    await entry('Newer Pending', 'QueueNewer', 'pending', 10);
    mismatchId = await entry('Older Pending', 'QueueOlder', 'pending', 120);
    // Every check passes but the owner's: the Graph API named another account than the entrant's.
    await query(
      stack,
      `INSERT INTO submission_auto_checks (submission_id, cycle_id, collaboration_found, found_via, is_reel,
         hashtags_present, mention_present, posted_in_window, owner_matches, passed)
       VALUES ($1, 1, true, 'collaborative_media', true, true, true, true, false, false)`,
      [mismatchId],
    );
    // Two samples 40 seconds apart inside one minute (a short refresh interval).
    await query(
      stack,
      `INSERT INTO metric_anomalies (submission_id, cycle_id, source, previous_views, views, previous_sampled_at, sampled_at)
       VALUES ($1, 2, 'collaborative_media', 1000, 200000, '2026-11-20T19:20:05Z', '2026-11-20T19:20:45Z')`,
      [mismatchId],
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const rowTexts = async (page: Page) => {
    await page.locator('.RaDatagrid-table tbody tr').first().waitFor();
    return (await page.locator('.RaDatagrid-table tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' '));
  };

  it('opens on pending entries, oldest first, flags the owner mismatch, and filters on it at the first flip', async () => {
    const context = await openContext(browser, stack, { viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/entries`);
      const rows = await eventually(async () => {
        const texts = await rowTexts(page);
        expect(texts).toHaveLength(2);
        return texts;
      });
      expect(rows[0]).toContain('Older Pending');
      expect(rows[0]).toContain('Posted by someone else');
      expect(rows[1]).toContain('Newer Pending');
      expect(rows[1]).not.toContain('Posted by someone else');

      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Posted by someone else' }).click();
      // Picking the filter applies it: only the entry posted by someone else.
      const filterSwitch = page.getByLabel('Posted by someone else');
      await expect(filterSwitch.isChecked()).resolves.toBe(true);
      await eventually(async () => {
        const texts = await rowTexts(page);
        expect(texts).toHaveLength(1);
        expect(texts[0]).toContain('Older Pending');
      });
      // The first flip applies too: entries posted by their entrant.
      await filterSwitch.click();
      await eventually(async () => {
        const texts = await rowTexts(page);
        expect(texts).toHaveLength(1);
        expect(texts[0]).toContain('Newer Pending');
      });
    } finally {
      await context.close();
    }
  });

  it("lists the owner check the summary fails on, and states the jump's interval", async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/entries/${mismatchId}/show`);
      const checks = page.locator('.MuiCardContent-root', {
        has: page.getByRole('heading', { name: 'Automatic checks' }),
      });
      await checks.getByText('Posted by the entrant').waitFor();
      const text = (await checks.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('All checks passed no');
      expect(text).toContain('Posted by the entrant no');
      expect(text).toContain('Collab accepted yes');

      const flags = page.locator('.MuiCardContent-root', { has: page.getByRole('heading', { name: 'Anomaly flags' }) });
      // 19:20:05 → 19:20:45 UTC is 12:50:05 am → 12:50:45 am IST the next day.
      expect(await flags.innerText()).toContain('21 Nov 2026, 12:50:05 am → 12:50:45 am IST (40 s)');
    } finally {
      await context.close();
    }
  });

  it('sends a forgotten-password link from the sign-in page without saying whether the address exists', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await page.goto(`${stack.baseUrl}/admin/`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByLabel('E-mail').fill('nobody@console.test');
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText('If nobody@console.test is a console account, a link to choose a new password').waitFor();
      await page.getByRole('link', { name: 'Back to sign-in' }).click();
      await page.locator('input[name=username]').waitFor();
    } finally {
      await context.close();
    }
  });
});
