import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { Stack, startStack } from '../../support/stack';
import { artifactPath, insertEntry, launchBrowser, openContext, query } from '../site/site-browser';
import { adminCreate, consoleToken, signInToConsole } from './console-browser';

const ORGANISER = { email: 'lead-organiser@console.test', password: 'organiser passphrase 3' };
const JUROR = { email: 'phone-juror@console.test', password: 'juror passphrase 4' };
const LONG_NAME = 'Venkatalakshmi-Ramasubramanian-Chandrasekharan-Thiruvenkatacharya';
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** An entry with figures from a finished (simulated) metrics cycle. */
async function insertMeasuredEntry(stack: Stack, participantId: string, values: { status: string; round: number }) {
  const row = await insertEntry(stack, { participantId, ...values });
  await query(
    stack,
    `WITH cycle AS (INSERT INTO metric_refresh_cycles (provider, status, finished_at)
                    VALUES ('simulated', 'completed', now()) RETURNING id)
     INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
     SELECT $1, 4321, 99, 'simulated', now(), id FROM cycle
     ON CONFLICT (submission_id) DO UPDATE SET views = 4321, likes = 99, sampled_at = now()`,
    [row.id],
  );
  return row;
}

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Running a contest from the console (issue 12, part B): the API's own messages on refusals, assigning a
 * juror by hand, exporting what the list shows, jury oversight on the entry and before closing a round,
 * and the juror's screens on a 375 px phone.
 */
describe('the console, through a contest', () => {
  let stack: Stack;
  let browser: Browser;
  let participantId: string;
  let jurorId: string;
  const finalists: Array<{ id: string; shortcode: string }> = [];

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    adminCreate(stack, JUROR.email, JUROR.password, 'jury');
    const [person] = await query<{ id: string }>(
      stack,
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       VALUES ($1, '+919877700001', 'Tamil Nadu', 'nano_influencer') RETURNING id`,
      [LONG_NAME],
    );
    participantId = person.id;
    [{ id: jurorId }] = await query<{ id: string }>(stack, `SELECT id FROM console_accounts WHERE email = $1`, [
      JUROR.email,
    ]);
    finalists.push(await insertMeasuredEntry(stack, participantId, { status: 'verified', round: 3 }));
    finalists.push(await insertMeasuredEntry(stack, participantId, { status: 'verified', round: 3 }));
    for (let i = 0; i < 3; i++) await insertMeasuredEntry(stack, participantId, { status: 'pending', round: 1 });
    for (let i = 0; i < 2; i++) await insertMeasuredEntry(stack, participantId, { status: 'rejected', round: 1 });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it("assigns a juror by hand, and shows the API's own message when it refuses", async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Jury progress' }).waitFor();

      for (const attempt of ['first', 'again'] as const) {
        await page.goto(`${stack.baseUrl}/admin/#/jury-assignments/create`);
        await page.getByRole('combobox', { name: 'Round', exact: true }).click();
        await page.getByRole('option', { name: 'Round 3' }).click();
        await page.getByLabel('Entry (verified, in that round)').click();
        await page.getByRole('option', { name: new RegExp(finalists[0].shortcode) }).click();
        // The juror picker asks accounts with react-admin's default sort (id, descending).
        await page.getByRole('combobox', { name: 'Juror' }).click();
        await page.getByRole('option', { name: JUROR.email }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        if (attempt === 'first') {
          await page.getByRole('cell', { name: JUROR.email }).first().waitFor();
        } else {
          await page.getByText('This juror is already assigned to this entry').waitFor();
          expect(await page.getByText('Conflict', { exact: true }).count()).toBe(0);
        }
      }
      expect(
        await query(stack, `SELECT round_id, juror_id FROM jury_assignments WHERE submission_id = $1`, [
          finalists[0].id,
        ]),
      ).toEqual([{ round_id: 3, juror_id: jurorId }]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('says why the last active admin cannot be demoted, not "Conflict"', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/accounts`);
      // The form first shows the list's copy of the row and resets when the account itself arrives: a menu
      // opened before that would close under the click.
      const account = page.waitForResponse((r) => /\/api\/v1\/admin\/accounts\/[0-9a-f-]{36}$/.test(r.url()));
      await page.getByRole('cell', { name: ORGANISER.email }).click();
      await account;
      await page.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Juror' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('This is the only active admin account; keep at least one').waitFor();
      expect(await page.getByText('Conflict', { exact: true }).count()).toBe(0);
      await page.screenshot({ path: artifactPath('console-api-message.png') });

      // The audit log by who did it: the command line created both accounts.
      await page.goto(
        `${stack.baseUrl}/admin/#/audit-log?filter=${encodeURIComponent(JSON.stringify({ actorEmail: 'cli' }))}`,
      );
      await page.getByLabel('Who (e-mail, or cli)').waitFor();
      await eventually(async () => {
        const rows = await page.locator('tbody tr').allInnerTexts();
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row).toMatch(/\bcli\s+account\.create\b/);
      });
    } finally {
      await context.close();
    }
  }, 120_000);

  it('exports exactly the entries the filtered list shows', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.getByRole('menuitem', { name: 'Entries' }).click();
      // Filter the list once it has loaded, as an organiser does: in one CI run a status chosen while the list was
      // still mounting never reached the URL.
      await page.locator('tbody tr').first().waitFor();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Rejected' }).click();
      await eventually(async () => {
        expect(page.url()).toContain(encodeURIComponent('"status":"rejected"'));
        expect(await page.locator('tbody tr').count()).toBe(2);
      });
      // One date format, in IST and labelled, across the console.
      expect(await page.locator('tbody tr').first().innerText()).toMatch(
        /\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/,
      );
      // A name longer than any column wraps in its cell instead of pushing the columns off-screen.
      await page.getByText(LONG_NAME).first().waitFor();
      expect(await horizontalOverflow(page)).toBe(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
      expect(lines).toHaveLength(3); // the header and the two rejected entries, not all seven
      const status = lines[0].split(',').indexOf('status');
      expect(lines.slice(1).map((line) => line.split(',')[status])).toEqual(['Rejected', 'Rejected']);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("lets a juror score on a phone, without views and likes, and shows organisers every juror's marks", async () => {
    // A second assignment the juror leaves unscored, for the warning before closing the round.
    const organiser = await consoleToken(stack, ORGANISER.email, ORGANISER.password);
    const assign = await fetch(`${stack.apiUrl}/admin/jury-assignments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${organiser}` },
      body: JSON.stringify({ roundId: 3, submissionId: finalists[1].id, jurorId }),
    });
    expect(assign.status).toBe(201);

    const phone = await openContext(browser, stack, PHONE);
    const page = await phone.newPage();
    try {
      await signInToConsole(page, stack, JUROR.email, JUROR.password);
      await page.getByRole('heading', { name: 'Welcome to the jury' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/jury-assignments`);
      await page.getByText('Round 3: Life').first().waitFor();
      expect(await horizontalOverflow(page)).toBe(0);

      // The juror's list judges blind: no identity, popularity or flags columns, no search (the API refuses it).
      await page.goto(`${stack.baseUrl}/admin/#/entries`);
      const grid = page.getByRole('table');
      await grid.getByRole('columnheader', { name: 'Category' }).waitFor();
      const headers = (await grid.getByRole('columnheader').allInnerTexts()).join(' | ');
      for (const withheld of ['Author', 'Instagram user', 'Views', 'Likes', 'Votes', 'Flags']) {
        expect(headers).not.toContain(withheld);
      }
      expect(await page.getByPlaceholder(/Instagram user/).count()).toBe(0);

      await page.goto(`${stack.baseUrl}/admin/#/entries/${finalists[0].id}/show`);
      await page.getByRole('heading', { name: /Your score/ }).waitFor();
      await page.getByText('hidden while you judge', { exact: false }).waitFor();
      expect(await page.getByText('4,321').count()).toBe(0);
      // The rubric: what a 2, a 5 and an 8 mean.
      await page.getByText('An original idea or form; uses AI in a way that surprises').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.getByLabel(/Creativity and innovation/).fill('9');
      await page.getByLabel(/Cultural authenticity/).fill('8');
      await page.getByLabel(/Technical excellence/).fill('7');
      await page.getByLabel('Comment').fill('Moving and precise');
      await page.getByRole('button', { name: 'Submit score' }).click();
      await page.getByText('Score saved').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.screenshot({ path: artifactPath('console-juror-phone.png'), fullPage: true });
    } finally {
      await phone.close();
    }

    const context = await openContext(browser, stack);
    const desk = await context.newPage();
    try {
      await signInToConsole(desk, stack, ORGANISER.email, ORGANISER.password);
      await desk.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await desk.goto(`${stack.baseUrl}/admin/#/entries/${finalists[0].id}/show`);
      const jury = desk.getByRole('table', { name: 'Jury assignments and scores' });
      await jury.getByRole('cell', { name: 'Moving and precise' }).waitFor();
      expect(await jury.locator('tbody tr').first().innerText()).toMatch(/Scored\s+9\s+8\s+7\s+8\.10/);

      await desk.goto(`${stack.baseUrl}/admin/#/rounds/3/show`);
      await desk.getByText('Jurors see views and likes while scoring').waitFor();
      expect(await desk.title()).not.toMatch(/Round Round/);
      expect(await desk.getByText(/Round Round/).count()).toBe(0);
      await desk.getByLabel('How many go through').fill('1');
      await desk.getByRole('button', { name: 'Preview the line' }).click();
      await desk.getByRole('button', { name: 'Close round and promote' }).click();
      const dialog = desk.getByRole('dialog');
      await dialog.getByText(/1 assignment is not scored yet \(phone-juror@console.test: 1\)/).waitFor();
      const close = dialog.getByRole('button', { name: 'Close round' });
      expect(await close.isDisabled()).toBe(true);
      await dialog.getByLabel('Close without these scores').check();
      // isEnabled() reads once: the button turns on with the next render, later than the check on a busy machine.
      await eventually(async () => expect(await close.isEnabled()).toBe(true));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await context.close();
    }
    expect(await query(stack, `SELECT round_id FROM round_closures`)).toEqual([]);
  }, 120_000);
});
