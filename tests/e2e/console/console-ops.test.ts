import type { Browser } from 'playwright-core';
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
      await page.getByRole('button', { name: 'Save' }).click();

      // Today's crash showed react-admin's error page in place of the record.
      await page
        .getByText(/Something went wrong|\d+ sent · \d+ to go/)
        .first()
        .waitFor();
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      await page.getByText('Round 2 opens on Monday').waitFor();
      await page.getByText(/\d+ sent · \d+ to go · \d+ failed · \d+ skipped/).waitFor();
    } finally {
      await context.close();
    }
  });
});
