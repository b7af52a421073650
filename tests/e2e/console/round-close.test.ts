import type { Browser } from 'playwright-core';
import { Stack, startStack } from '../../support/stack';
import { eventually } from '../../support/eventually';
import { insertEntry, launchBrowser, openContext, query, seriousAxeViolations } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'closer@console.test', password: 'closing passphrase 3' };

/**
 * An organiser closes Round 1 from the console before its end date, acknowledging the entries still awaiting
 * verification, and the public site shows it closed; then undoes it, and reinstates a rejected entry. The round
 * form edits the voting rules; a closed final reads as final.
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
    for (const name of ['First Creator', 'Second Creator', 'Third Creator'])
      await insertEntry(stack, { author: { name } });
    await insertEntry(stack, { author: { name: 'Unverified Creator' }, status: 'pending' });
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
      await organiser.getByLabel('How many go through').fill('2');
      await organiser.getByRole('button', { name: 'Preview the line' }).click();
      const table = organiser.getByRole('table', { name: 'Entries around the line' });
      await table.getByRole('cell', { name: 'cut', exact: true }).waitFor();
      expect(await seriousAxeViolations(organiser)).toEqual([]);

      // The unverified entry would silently drop out: the close waits for an explicit acknowledgement.
      await organiser.getByRole('button', { name: 'Close round and promote' }).click();
      const dialog = organiser.getByRole('dialog');
      await dialog
        .getByText('1 entry is still awaiting verification. Closing now leaves it out of round 1 for good.')
        .waitFor();
      const closeButton = dialog.getByRole('button', { name: 'Close round' });
      expect(await closeButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Close without the unverified entries').check();
      await closeButton.click();
      await organiser.getByText(/^Closed on .+; 2 creators went through to round 2\.$/).waitFor();

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
  }, 120_000);

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
  }, 120_000);

  it("edits a round's public voting rules in the round form", async () => {
    const context = await openContext(browser, stack);
    try {
      const page = await context.newPage();
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/rounds/2`);
      await page.getByRole('heading', { name: 'Public voting' }).waitFor();
      await page.getByLabel('Once per film for the whole round').check();
      await page.getByLabel('Votes per voter per day (all films together)').fill('7');
      const weight = page.getByLabel('Weight of views in the score (%); votes have the rest');
      await weight.fill('120');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Must be 100 or less').waitFor();
      await weight.fill('55');
      await page.getByRole('button', { name: 'Save' }).click();
      await eventually(async () => {
        const [round] = await query(
          stack,
          `SELECT voting_enabled, vote_once_per, vote_daily_allowance, views_weight_percent FROM rounds WHERE id = 2`,
        );
        expect(round).toEqual({
          voting_enabled: true,
          vote_once_per: 'round',
          vote_daily_allowance: 7,
          views_weight_percent: 55,
        });
      });

      // The jury rounds rank without public votes: their form has no voting rules to set.
      await page.goto(`${stack.baseUrl}/admin/#/rounds/3`);
      await page.getByText('Public voting: none in this round').waitFor();
      expect(await page.getByLabel('Votes per voter per day (all films together)').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('says a closed final is final, with no one "going through to round 5"', async () => {
    await query(
      stack,
      `INSERT INTO round_closures (round_id, method) VALUES (1, '{"ranking":"views"}'), (2, '{"ranking":"views"}'),
              (3, '{"ranking":"views"}') ON CONFLICT (round_id) DO NOTHING`,
    );
    await query(stack, `UPDATE rounds SET closed_at = now(), starts_at = now() - interval '1 day' WHERE id <= 4`);
    await query(stack, `UPDATE rounds SET closed_at = NULL WHERE id = 4`);
    const context = await openContext(browser, stack);
    try {
      const page = await context.newPage();
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/rounds/4/show`);
      await page.getByRole('button', { name: 'Close the final' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close round' }).click();
      await page.getByText(/^Closed on .+; the results are final\.$/).waitFor();
      expect(await page.getByText(/round 5/i).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
