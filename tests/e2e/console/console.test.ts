import type { Browser } from 'playwright-core';
import { signInWithDevProvider } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import {
  artifactPath,
  insertEntry,
  launchBrowser,
  openContext,
  query,
  seriousAxeViolations,
  signedInContext,
} from '../site/site-browser';
import { eventually } from '../../support/eventually';
import { adminCreate, consoleToken, signInToConsole } from './console-browser';

const ORGANISER = { email: 'organiser@console.test', password: 'organiser passphrase 1' };
const JUROR = { email: 'juror@console.test', password: 'juror passphrase 2' };
const REASON = 'The two contest hashtags are missing from the caption';

/**
 * The organisers' and jury console on the whole stack (npm start's topology behind nginx): an organiser
 * rejects an entry with a reason the participant then reads; a juror scores an assigned entry and cannot
 * open another; axe on the main screens.
 */
describe('the console', () => {
  let stack: Stack;
  let browser: Browser;
  let participant: Awaited<ReturnType<typeof signInWithDevProvider>>;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    adminCreate(stack, JUROR.email, JUROR.password, 'jury');
    participant = await signInWithDevProvider(stack, 'Console Journey Creator');
    await query(
      stack,
      `UPDATE participants SET state_province = 'Kerala', creator_category = 'micro_influencer' WHERE id = $1`,
      [participant.user.id],
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('lets an organiser filter pending entries and reject one with a reason the participant sees', async () => {
    const pending = await insertEntry(stack, { participantId: participant.user.id, status: 'pending', round: 1 });
    await insertEntry(stack, { participantId: participant.user.id, status: 'verified', round: 1 });
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.getByText('Development mode').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('menuitem', { name: 'Entries' }).click();
      // The queue opens on what organisers work on: the pending entries, not the verified one.
      await page.locator('tbody tr').first().waitFor();
      await eventually(async () => {
        expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Pending');
        expect(await page.locator('tbody tr').count()).toBe(1);
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // While a list refetches, the app bar shows a spinner: it is named too (axe ran into it once unnamed).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/api/v1/admin/entries',
        async (route) => {
          await held;
          await route.continue();
        },
        { times: 1 },
      );
      await page.getByRole('button', { name: 'Refresh' }).click();
      const spinner = page.getByRole('progressbar', { name: 'Loading' });
      await spinner.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      release();
      await spinner.waitFor({ state: 'hidden' });

      await page.locator('tbody tr').first().click();
      await page.getByText(`Entry ${pending.shortcode}`).first().waitFor();
      await page.getByRole('link', { name: pending.shortcode, exact: false }).first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Reject…' }).click();
      const dialog = page.getByRole('dialog', { name: /Reject this entry/ });
      await dialog.getByLabel(/Reason shown to the participant/).fill(REASON);
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await page.getByText('Entry rejected').waitFor();
      await page.getByText(`Reason: ${REASON}`).waitFor();
      await page.screenshot({ path: artifactPath('console-rejected.png') });
    } finally {
      await context.close();
    }

    const [row] = await query(stack, `SELECT status, status_reason FROM submissions WHERE id = $1`, [pending.id]);
    expect(row).toEqual({ status: 'rejected', status_reason: REASON });
    const mine = await fetch(`${stack.apiUrl}/submissions/mine`, {
      headers: { authorization: `Bearer ${participant.accessToken}` },
    });
    const items = ((await mine.json()) as { items: Array<{ id: string; status: string; rejectionReason: string }> })
      .items;
    expect(items.find((item) => item.id === pending.id)).toMatchObject({ status: 'rejected', rejectionReason: REASON });

    // And on the site, in My Submissions.
    const site = await signedInContext(browser, stack, participant);
    const sitePage = await site.newPage();
    try {
      await sitePage.goto(`${stack.baseUrl}/submissions`);
      // Exact: the rejection message in the site's inbox quotes the reason too.
      await sitePage.getByText(REASON, { exact: true }).waitFor({ timeout: 20_000 });
    } finally {
      await site.close();
    }
  });

  // Five screens, each scanned by axe: on a CI machine at load 12 that took more than a minute.
  it('passes axe on the participants, rounds and results screens', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      for (const [menu, marker] of [
        ['Participants', 'Console Journey Creator'],
        ['Rounds', 'Open Submissions'],
        ['Results', 'Round 3 final score'],
        ['Jury assignments', 'Assign automatically'],
        ['Audit log', 'account.create'],
      ] as const) {
        await page.getByRole('menuitem', { name: menu }).click();
        await page.getByText(marker).first().waitFor();
        // Scan the settled screen: react-admin's loading indicator comes and goes while data loads, and the
        // marker must still be there once the data is in (a list's empty page can replace the toolbar).
        await page.waitForLoadState('networkidle');
        await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
        await page.getByText(marker).first().waitFor({ timeout: 5_000 });
        expect({ screen: menu, violations: await seriousAxeViolations(page) }).toEqual({
          screen: menu,
          violations: [],
        });
      }
    } finally {
      await context.close();
    }
  }, 180_000);

  it('lets a juror score an assigned entry, and refuses them an unassigned one', async () => {
    const assigned = await insertEntry(stack, { participantId: participant.user.id, status: 'verified', round: 3 });
    const other = await insertEntry(stack, { participantId: participant.user.id, status: 'verified', round: 3 });
    const organiser = await consoleToken(stack, ORGANISER.email, ORGANISER.password);
    const [juror] = await query<{ id: string }>(stack, `SELECT id FROM console_accounts WHERE email = $1`, [
      JUROR.email,
    ]);
    const assign = await fetch(`${stack.apiUrl}/admin/jury-assignments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${organiser}` },
      body: JSON.stringify({ roundId: 3, submissionId: assigned.id, jurorId: juror.id }),
    });
    expect(assign.status).toBe(201);

    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, JUROR.email, JUROR.password);
      await page.getByRole('heading', { name: 'Welcome to the jury' }).waitFor();
      // The menu follows the role: no participants, rounds, results or audit log for a juror.
      const menu = await page.getByRole('menuitem').allTextContents();
      expect(menu.map((item) => item.trim())).toEqual(['Dashboard', 'Entries', 'Jury assignments', 'Scores']);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('menuitem', { name: 'Jury assignments' }).click();
      await page.locator('tbody tr').first().waitFor();
      expect(await page.locator('tbody tr').count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator('tbody tr').first().click();

      await page.getByRole('heading', { name: /Your score/ }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel(/Creativity and innovation/).fill('8');
      await page.getByLabel(/Cultural authenticity/).fill('7');
      await page.getByLabel(/Technical excellence/).fill('6');
      await page.getByLabel('Comment').fill('Strong storytelling');
      await page.getByRole('button', { name: 'Submit score' }).click();
      await page.getByText('Score saved').waitFor();
      await page.getByText(/weighted score 7\.10 \/ 10/).waitFor();
      // The pointer left on the submit button can rest on the toast, whose timer then waits (MUI's Snackbar).
      await page.mouse.move(0, 0);

      // Another entry of the round, not assigned to this juror: the console refuses to show it.
      await page.goto(`${stack.baseUrl}/admin/#/entries/${other.id}/show`);
      await page
        .getByText(/not assigned to you|does not exist|not found/i)
        .first()
        .waitFor();
      expect(await page.getByRole('heading', { name: /Your score/ }).count()).toBe(0);
      expect(await page.getByText(`Entry ${other.shortcode}`).count()).toBe(0);
    } finally {
      await context.close();
    }

    const scores = await query(
      stack,
      `SELECT s.creativity, s.cultural_authenticity, s.technical_excellence, s.comment
         FROM jury_scores s JOIN jury_assignments a ON a.id = s.assignment_id WHERE a.submission_id = $1`,
      [assigned.id],
    );
    expect(scores).toEqual([
      { creativity: 8, cultural_authenticity: 7, technical_excellence: 6, comment: 'Strong storytelling' },
    ]);
    const direct = await fetch(`${stack.apiUrl}/admin/entries/${other.id}`, {
      headers: { authorization: `Bearer ${await consoleToken(stack, JUROR.email, JUROR.password)}` },
    });
    expect(direct.status).toBe(403);
  });
});
