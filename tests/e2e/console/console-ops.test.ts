import type { Browser } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { Stack, startStack } from '../../support/stack';
import { launchBrowser, openContext, query } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'ops-organiser@console.test', password: 'organiser passphrase 5' };

/** The organisers' day-to-day screens: broadcasts, messages, the audit log (issue 29). */
describe('the console for operations', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    await query(stack, `UPDATE console_accounts SET display_name = 'Meera Iyer' WHERE email = $1`, [ORGANISER.email]);
    await query(
      stack,
      `INSERT INTO participants (name, email, email_verified, state_province, creator_category)
       VALUES ('Anjali Rao', 'anjali@mail.test', true, 'Kerala', 'nano_influencer')`,
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('sends a broadcast and shows it with its delivery progress', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Jury progress' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/broadcasts/create`);
      await page.getByLabel('Subject').fill('Round 2 opens on Monday');
      await page.getByLabel('Message').fill('Check My Submissions for your entry.');
      // The toast says what happened; it hides after a few seconds, so watch for it from the click on.
      const toast = page.getByText('Broadcast queued', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();

      // Today's crash showed react-admin's error page in place of the record.
      await page
        .getByText(/Something went wrong|\d+ sent · \d+ to go/)
        .first()
        .waitFor();
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      await page.getByText('Round 2 opens on Monday').waitFor();
      await page.getByText(/\d+ sent · \d+ to go · \d+ failed · \d+ skipped/).waitFor();
      await toast;
      expect(await page.getByText('Element created').count()).toBe(0);
      // The time says which clock.
      await page.getByText(/\d{4}, \d{1,2}:\d{2} [ap]m IST/).waitFor();

      await page.goto(`${stack.baseUrl}/admin/#/broadcasts`);
      await page
        .getByRole('row', { name: /Round 2 opens on Monday/ })
        .getByText(/[ap]m IST/)
        .waitFor();
      // The worker writes a broadcast's messages on its next pass.
      await eventually(async () => {
        const [{ count }] = await query<{ count: number }>(
          stack,
          `SELECT count(*)::int AS count FROM notifications WHERE kind = 'broadcast'`,
        );
        expect(count).toBeGreaterThan(0);
      });
      await page.goto(`${stack.baseUrl}/admin/#/notifications`);
      await page
        .getByRole('row', { name: /Broadcast/ })
        .first()
        .getByText(/[ap]m IST/)
        .waitFor();

      // The audit log names who sent it and what, not their ids.
      await page.goto(`${stack.baseUrl}/admin/#/audit-log`);
      const row = page.getByRole('row', { name: /broadcast\.send/ });
      await row.getByText(`Meera Iyer (${ORGANISER.email})`).waitFor();
      await row.getByText('Round 2 opens on Monday').waitFor();
    } finally {
      await context.close();
    }
  });

  it('says in words what a save did, and labels the buttons that add to a list', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Jury progress' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/content`);
      for (const label of ['Add a prize', 'Add a jury member', 'Add a question']) {
        await page.getByRole('button', { name: label, exact: true }).waitFor();
      }
      await page.getByRole('button', { name: 'Add a question', exact: true }).click();
      await page.getByRole('button', { name: 'Remove this question' }).last().click();
      await page.getByLabel('Support e-mail').fill('help@contest.test');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Site content saved').waitFor();
    } finally {
      await context.close();
    }
  });
});
