import type { Browser } from 'playwright-core';
import { Stack, startStack } from '../../support/stack';
import { eventually } from '../../support/eventually';
import { launchBrowser, openContext, query } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'closer@console.test', password: 'closing passphrase 3' };

/** An organiser closes Round 1 from the console before its end date; the public site shows it closed. */
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
    } finally {
      await context.close();
    }
  });
});
