import type { Browser } from 'playwright-core';
import { Stack, startStack } from '../../support/stack';
import { insertEntry, launchBrowser, openContext, query } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'password-organiser@console.test', password: 'organiser passphrase 9' };
const JUROR = { email: 'scoring-juror@console.test', password: 'juror passphrase 9' };

/**
 * Issue #24, finding 5c, as an organiser meets it: the form of a juror who has scored refuses a new password
 * with the API's explanation, and sends the juror a reset link instead.
 */
describe("a scorer's password in the console", () => {
  let stack: Stack;
  let browser: Browser;
  let jurorId: string;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    adminCreate(stack, JUROR.email, JUROR.password, 'jury');
    [{ id: jurorId }] = await query<{ id: string }>(stack, `SELECT id FROM console_accounts WHERE email = $1`, [
      JUROR.email,
    ]);
    const [person] = await query<{ id: string }>(
      stack,
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       VALUES ('Scored Creator', '+919877700091', 'Goa', 'nano_influencer') RETURNING id`,
    );
    const entry = await insertEntry(stack, { participantId: person.id, status: 'verified', round: 3 });
    // One score of the juror's, as the jury's scoring writes it.
    await query(
      stack,
      `WITH assignment AS (INSERT INTO jury_assignments (round_id, submission_id, juror_id)
                           VALUES (3, $1, $2) RETURNING id)
       INSERT INTO jury_scores (assignment_id, creativity, cultural_authenticity, technical_excellence)
       SELECT id, 7, 8, 6 FROM assignment`,
      [entry.id, jurorId],
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('refuses to set it with the reason, and offers a reset link', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/accounts/${jurorId}`);
      await page.getByText('Only its owner may change the password of an account that has scored entries').waitFor();
      await page.getByLabel('New password').fill('an organiser chose this');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('nobody else may set its password. Send its owner a password reset link').waitFor();

      await page.getByRole('button', { name: 'Send password reset link' }).click();
      await page.getByText(`A link to choose a new password was sent to ${JUROR.email}`).waitFor();
      const [{ n }] = await query<{ n: number }>(
        stack,
        `SELECT count(*)::int AS n FROM notifications WHERE kind = 'console_password_reset'`,
      );
      expect(n).toBe(1);
    } finally {
      await context.close();
    }
  });
});
