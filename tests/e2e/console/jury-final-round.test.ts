import type { Browser, Page } from 'playwright-core';
import { Stack, startStack } from '../../support/stack';
import { insertEntry, launchBrowser, openContext, query } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const JUROR = { email: 'final-juror@console.test', password: 'final juror passphrase 5' };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/**
 * Issue 29: a finalist carries the juror's Round 3 assignment (scored, the round closed) and their Round 4 one
 * (open). The juror scores Round 4 from My assignments; their Round 3 marks stay read-only; closed work is not
 * "To score"; the rubric fits a phone; figures hidden from the jury include the views chart.
 */
describe('a juror in the final round', () => {
  let stack: Stack;
  let browser: Browser;
  let finalist: { id: string; shortcode: string };
  let missed: { id: string; shortcode: string };
  let fresh: { id: string; shortcode: string };

  /** The juror's assignment of `entry` in `round`. */
  const assignment = async (entryId: string, round: number) =>
    (
      await query<{ id: string }>(
        stack,
        `SELECT a.id FROM jury_assignments a JOIN console_accounts j ON j.id = a.juror_id
          WHERE j.email = $1 AND a.submission_id = $2 AND a.round_id = $3`,
        [JUROR.email, entryId, round],
      )
    )[0].id;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, JUROR.email, JUROR.password, 'jury');
    finalist = await insertEntry(stack, { status: 'verified', round: 4, category: 'life' });
    // A Round 3 entry the juror never scored before the round closed.
    missed = await insertEntry(stack, { status: 'verified', round: 3, category: 'action' });
    // A finalist the juror meets first in Round 4: an empty score form.
    fresh = await insertEntry(stack, { status: 'verified', round: 4, category: 'philosophy' });
    // The worker may have sampled the new finalist already: its figures are overwritten, not duplicated.
    await query(
      stack,
      `WITH cycle AS (INSERT INTO metric_refresh_cycles (provider, status, finished_at)
                      VALUES ('simulated', 'completed', now()) RETURNING id)
       INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
       SELECT $1, 4321, 99, 'simulated', now(), id FROM cycle
       ON CONFLICT (submission_id) DO UPDATE SET views = 4321, likes = 99, sampled_at = now()`,
      [finalist.id],
    );
    // The Round 3 assignments a month before Round 4's, as the contest runs.
    await query(
      stack,
      `INSERT INTO jury_assignments (round_id, submission_id, juror_id, created_at)
       SELECT r, e, j.id, now() - (4 - r) * interval '30 days' FROM console_accounts j,
              (VALUES (3, $2::uuid), (4, $2::uuid), (3, $3::uuid), (4, $4::uuid)) AS work (r, e)
        WHERE j.email = $1`,
      [JUROR.email, finalist.id, missed.id, fresh.id],
    );
    await query(
      stack,
      `INSERT INTO jury_scores (assignment_id, conflict, creativity, cultural_authenticity, technical_excellence, comment)
       VALUES ($1, false, 6, 6, 6, 'Round 3 marks')`,
      [await assignment(finalist.id, 3)],
    );
    // Rounds 1 to 3 are behind us; Round 4 (the final) is open for jury work, figures hidden from jurors.
    await query(
      stack,
      `INSERT INTO round_closures (round_id, method) SELECT id, '{"ranking":"views"}' FROM rounds WHERE id <= 3`,
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const signIn = async (page: Page) => {
    await signInToConsole(page, stack, JUROR.email, JUROR.password);
    await page.getByRole('heading', { name: 'Welcome to the jury' }).waitFor();
    await page.goto(`${stack.baseUrl}/admin/#/jury-assignments`);
  };

  it('scores Round 4 from My assignments, with the Round 3 score read-only', async () => {
    const context = await openContext(browser, stack);
    try {
      const page = await context.newPage();
      await signIn(page);
      const rows = page.locator('tbody tr').filter({ hasText: finalist.shortcode });
      await rows.nth(1).waitFor();
      await rows.filter({ has: page.getByRole('cell', { name: '4', exact: true }) }).click();

      await page.getByRole('heading', { name: 'Your score (Round 4)' }).waitFor();
      await page.getByText('Your score (Round 3, closed)').waitFor();
      await page.getByText(/Weighted score 6\.00 \/ 10 .*Final: the round is closed\./).waitFor();
      await page.getByLabel(/Creativity and innovation/).fill('9');
      await page.getByLabel(/Cultural authenticity/).fill('8');
      await page.getByLabel(/Technical excellence/).fill('7');
      await page.getByLabel('Comment').fill('The best of the final');
      await page.getByRole('button', { name: 'Submit score' }).click();
      await page.getByText('Score saved').waitFor();
      await page.getByText(/Saved: weighted score 8\.10 \/ 10/).waitFor();
    } finally {
      await context.close();
    }
    const stored = await query(
      stack,
      `SELECT a.round_id, sc.creativity, sc.cultural_authenticity, sc.technical_excellence, sc.comment
         FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id
        WHERE a.submission_id = $1 ORDER BY a.round_id`,
      [finalist.id],
    );
    expect(stored).toEqual([
      { round_id: 3, creativity: 6, cultural_authenticity: 6, technical_excellence: 6, comment: 'Round 3 marks' },
      {
        round_id: 4,
        creativity: 9,
        cultural_authenticity: 8,
        technical_excellence: 7,
        comment: 'The best of the final',
      },
    ]);
  }, 120_000);

  it('lists closed rounds\' unscored work as final, not "To score"', async () => {
    const context = await openContext(browser, stack);
    try {
      const page = await context.newPage();
      await signIn(page);
      const row = page.locator('tbody tr').filter({ hasText: missed.shortcode });
      await row.waitFor();
      expect(await row.getByRole('cell', { name: 'Not scored (round closed)' }).count()).toBe(1);
      expect(await row.getByText('To score').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  /** The juror's page of an entry on a 375 px phone. */
  const onPhone = async (entryId: string, check: (page: Page) => Promise<void>) => {
    const phone = await openContext(browser, stack, PHONE);
    try {
      const page = await phone.newPage();
      await signInToConsole(page, stack, JUROR.email, JUROR.password);
      await page.getByRole('heading', { name: 'Welcome to the jury' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/entries/${entryId}/show`);
      await page.getByRole('heading', { name: /^Your score \(Round \d\)$/ }).waitFor();
      await check(page);
    } finally {
      await phone.close();
    }
  };

  it(
    'shows every rubric label whole on a 375 px phone',
    () =>
      onPhone(fresh.id, async (page) => {
        // Nothing clipped inside its box (an ellipsis) or past the screen's edge.
        const labels = page.locator('label[for^="score-"]:not([for="score-comment"])');
        expect(await labels.count()).toBe(3);
        const cut = await labels.evaluateAll((elements) =>
          elements
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return element.scrollWidth > element.clientWidth + 1 || box.right > window.innerWidth;
            })
            .map((element) => element.textContent),
        );
        expect(cut).toEqual([]);
      }),
    120_000,
  );

  it(
    'shows no views chart nor any figure while the round hides them from jurors',
    () =>
      onPhone(finalist.id, async (page) => {
        await page.getByText('hidden while you judge', { exact: false }).waitFor();
        expect(await page.getByText('Views over time').count()).toBe(0);
        expect(await page.getByText('4,321').count()).toBe(0);
        expect(await page.getByText('99', { exact: true }).count()).toBe(0);
      }),
    120_000,
  );
});
