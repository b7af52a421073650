import type { Browser } from 'playwright-core';
import { Stack, startStack } from '../../support/stack';
import { eventually } from '../../support/eventually';
import { launchBrowser, openContext, query } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'closer@console.test', password: 'closing passphrase 3' };

/**
 * An organiser closes Round 1 from the console before its end date, and the public site shows it closed; then
 * undoes it, and reinstates a rejected entry.
 */
describe('closing a round from the console', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    // Round 1 open for another 10 days, the later rounds after it, as during the contest.
    await query(
      stack,
      `UPDATE rounds SET starts_at = now() - interval '20 days' + (id - 1) * interval '30 days',
              ends_at = now() + interval '10 days' + (id - 1) * interval '30 days', accepts_submissions = (id = 1)`,
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('takes Round 1 off "Open now" and stops its countdown on the site', async () => {
    const context = await openContext(browser, stack);
    try {
      const site = await context.newPage();
      await site.goto(`${stack.baseUrl}/`);
      await site.getByText('Round 1 · Open now').waitFor();
      await site.getByRole('timer', { name: /^Round 1 closes on / }).waitFor();

      const organiser = await context.newPage();
      await signInToConsole(organiser, stack, ORGANISER.email, ORGANISER.password);
      await organiser.getByRole('heading', { name: 'Contest overview' }).waitFor();
      // The stack runs on simulated figures, and the dashboard says so.
      await organiser.getByText("The figures are simulated demo metrics, not Instagram's.").waitFor();
      await organiser.getByText('Token: not used (no Instagram source)').waitFor();
      await organiser.goto(`${stack.baseUrl}/admin/#/rounds/1/show`);
      await organiser.getByRole('button', { name: 'Preview the line' }).click();
      await organiser.getByRole('table', { name: 'Entries around the line' }).waitFor();
      await organiser.getByRole('button', { name: 'Close round and promote' }).click();
      await organiser.getByRole('dialog').getByRole('button', { name: 'Close round' }).click();
      await organiser.getByText(/^Closed on /).waitFor();

      // The rules are micro-cached for at most the 5 seconds their headers promise.
      await eventually(async () => {
        await site.reload();
        await site.getByText('Round 1 has closed').waitFor({ timeout: 2_000 });
      });
      expect(await site.getByText('Open now').count()).toBe(0);
      const timer = site.getByRole('timer');
      expect(await timer.getAttribute('aria-label')).toMatch(/^Round 1 closed on /);
      expect(await timer.innerText()).toMatch(/^00\s+Days\s+00\s+Hours\s+00\s+Minutes\s+00\s+Seconds$/i);
      const card = site.getByRole('article').filter({ hasText: 'Open Submissions' });
      await card.getByText('Closed', { exact: true }).waitFor();
      expect(await site.getByText('OPEN NOW').count()).toBe(0);

      // Undone from the console (Round 2 has not started): Round 1 is open again on the site.
      await organiser.getByRole('button', { name: 'Reopen round…' }).click();
      await organiser.getByLabel('Reason (kept in the audit log)').fill('Closed ten days early by mistake');
      await organiser.getByRole('dialog').getByRole('button', { name: 'Reopen round' }).click();
      await organiser.getByRole('button', { name: 'Close round and promote' }).waitFor();
      await eventually(async () => {
        await site.reload();
        await site.getByText('Round 1 · Open now').waitFor({ timeout: 2_000 });
      });
      const [audit] = await query<{ after: unknown }>(
        stack,
        `SELECT after FROM console_audit_log WHERE action = 'round.reopen'`,
      );
      expect(audit.after).toEqual({ reason: 'Closed ten days early by mistake' });
    } finally {
      await context.close();
    }
  });

  it('reinstates a rejected entry from its page', async () => {
    const [person] = await query<{ id: string }>(
      stack,
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       VALUES ('Reinstated Creator', '+919755555555', 'Goa', 'nano_influencer') RETURNING id`,
    );
    const [entry] = await query<{ id: string }>(
      stack,
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, status_reason,
                                hashtags_added, consent)
       VALUES ($1, 1, 'https://www.instagram.com/reel/CreinstateAb/', 'CreinstateAb', 'life', 'rejected',
               'Hashtags missing', true, true) RETURNING id`,
      [person.id],
    );
    const context = await openContext(browser, stack);
    try {
      const page = await context.newPage();
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/entries/${entry.id}/show`);
      await page.getByRole('button', { name: 'Reinstate…' }).click();
      await page.getByLabel('Reason (kept in the audit log)').fill('The hashtags were in the first comment');
      await page.getByRole('dialog').getByRole('button', { name: 'Reinstate' }).click();
      await page.getByRole('button', { name: 'Verify' }).waitFor();
      const [row] = await query<{ status: string; status_reason: string | null }>(
        stack,
        `SELECT status, status_reason FROM submissions WHERE id = $1`,
        [entry.id],
      );
      expect(row).toEqual({ status: 'pending', status_reason: null });
    } finally {
      await context.close();
    }
  });
});
