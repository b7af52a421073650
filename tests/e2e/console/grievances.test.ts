import type { Browser } from 'playwright-core';
import { Stack, startStack } from '../../support/stack';
import { insertEntry, launchBrowser, openContext, query, seriousAxeViolations } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'grievance-desk@console.test', password: 'grievance desk passphrase 7' };

/**
 * An organiser works the grievance queue: an overdue grievance is flagged, another counts down; the organiser
 * takes one, notes it, reinstates the entry it contests and answers it, and the participant's side follows.
 */
describe('the grievance queue in the console', () => {
  let stack: Stack;
  let browser: Browser;
  let entryId: string;
  let participantId: string;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    ({ id: entryId, participantId } = await insertEntry(stack, {
      author: { name: 'Anita Rao' },
      status: 'rejected',
    }));
    await query(stack, `UPDATE submissions SET status_reason = 'Hashtags missing' WHERE id = $1`, [entryId]);
    await query(
      stack,
      `INSERT INTO grievances (participant_id, topic, submission_id, message, received_at, due_at)
       VALUES ($1, 'entry_decision', $2, 'The hashtags are in the first comment.', now() - interval '18 days',
               now() + interval '12 days' - interval '1 hour'),
              ($1, 'personal_data', NULL, 'Please correct my state.', now() - interval '33 days',
               now() - interval '3 days' - interval '1 hour')`,
      [participantId, entryId],
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('counts down, flags the overdue, and takes a grievance from note to reinstatement to answer', async () => {
    const page = await (await openContext(browser, stack)).newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.getByRole('menuitem', { name: 'Grievances' }).click();
      const rows = page.locator('.RaDatagrid-table tbody tr');
      await rows.first().getByText('3 days overdue').waitFor();
      await rows.nth(1).getByText('12 days left').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await rows.nth(1).getByText('12 days left').click();
      await page.getByText('The hashtags are in the first comment.').waitFor();
      await page.getByLabel('New note').fill('Checked: the first comment carries both hashtags.');
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByText(`${ORGANISER.email} ·`).waitFor();

      await page.getByRole('button', { name: 'Reinstate the entry…' }).click();
      await page.getByLabel('Reason (kept in the audit log)').fill('Grievance upheld');
      await page.getByRole('dialog').getByRole('button', { name: 'Reinstate the entry' }).click();
      await page.getByText('Entry reinstated').first().waitFor();

      await page.getByLabel(/Answer to the participant/).fill('You were right; your entry is back in the queue.');
      await page.getByRole('button', { name: 'Send the answer' }).click();
      await page.getByText('Answer sent; the participant is told').waitFor();

      const [grievance] = await query(
        stack,
        `SELECT status, reply, reinstated_at IS NOT NULL AS reinstated FROM grievances WHERE submission_id = $1`,
        [entryId],
      );
      expect(grievance).toEqual({
        status: 'answered',
        reply: 'You were right; your entry is back in the queue.',
        reinstated: true,
      });
      expect(await query(stack, `SELECT status FROM submissions WHERE id = $1`, [entryId])).toEqual([
        { status: 'pending' },
      ]);
      const audit = await query(
        stack,
        `SELECT action FROM console_audit_log WHERE action LIKE 'grievance.%' OR action = 'entry.reinstate' ORDER BY id`,
      );
      expect(audit.map((row) => row.action)).toEqual(['grievance.note', 'entry.reinstate', 'grievance.reply']);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
