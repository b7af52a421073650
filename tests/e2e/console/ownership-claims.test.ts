import type { Browser } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { Stack, startStack } from '../../support/stack';
import {
  insertEntry,
  launchBrowser,
  openContext,
  openRoundOne,
  query,
  seriousAxeViolations,
} from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'claims-organiser@console.test', password: 'claims organiser passphrase 3' };

/**
 * An organiser works the ownership claims queue: a squatter entered the author's Reel first; the author's attempt
 * left a claim, and the author's code is now in the post's caption (as the metrics worker last read it). The
 * queue shows the claim as proven for the claimant; the organiser hands the entry over, and the queue, the entry
 * and the audit log follow.
 */
describe('the ownership claims queue in the console', () => {
  let stack: Stack;
  let browser: Browser;
  let entryId: string;
  let authorId: string;
  let claimId: string;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    await openRoundOne(stack);
    const squatted = await insertEntry(stack, {
      author: { name: 'Sly Squatter' },
      shortcode: 'ClaimedReel1',
      status: 'pending',
    });
    entryId = squatted.id;
    // The squatter typed the author's handle; nothing proves it theirs.
    await query(stack, `UPDATE participants SET instagram_handle = 'real.author' WHERE id = $1`, [
      squatted.participantId,
    ]);
    const [author] = await query<{ id: string; ownership_code: string }>(
      stack,
      `INSERT INTO participants (name, instagram_handle) VALUES ('Real Author', 'real.author')
       RETURNING id, ownership_code`,
    );
    authorId = author.id;
    await query(stack, `UPDATE submissions SET ig_username = 'real.author', ig_caption = $2 WHERE id = $1`, [
      entryId,
      `My film #AIFilmContest ${author.ownership_code}`,
    ]);
    [{ id: claimId }] = await query<{ id: string }>(
      stack,
      `INSERT INTO entry_claims (kind, submission_id, claimant_id, attempts) VALUES ('post', $1, $2, 2) RETURNING id`,
      [entryId, authorId],
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('shows the proven claim in the queue and hands the entry to the claimant', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      // Hold back the entry a claim refers to, so the queue is checked while its reference still loads: the
      // loading bar it shows is what a screen reader meets on a slow line.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/v1\/admin\/entries\?/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('menuitem', { name: 'Ownership claims' }).click();
      const row = page.locator('.RaDatagrid-table tbody tr').first();
      // The list renders placeholder rows while it loads: wait for the claim itself.
      await row.getByText('Claimant proven').waitFor();
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('Sly Squatter · @real.author (unverified)');
      expect(text).toContain('Real Author · @real.author (unverified)');
      expect(text).toContain('Claimant proven');
      expect(text).toContain('Open');
      await row.getByRole('progressbar').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      release();
      await row.getByRole('progressbar').waitFor({ state: 'detached' });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await row.click();
      await page.getByText('The post’s caption holds the claimant’s code').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Hand the entry to the claimant' }).click();
      await page.getByText('Handed over to the claimant').waitFor();
      await eventually(async () =>
        expect(await query(stack, `SELECT participant_id FROM submissions WHERE id = $1`, [entryId])).toEqual([
          { participant_id: authorId },
        ]),
      );
      // Resolved: no more actions, and the queue's default (open claims) no longer lists it.
      await page.getByRole('button', { name: 'Hand the entry to the claimant' }).waitFor({ state: 'detached' });
      await page.goto(`${stack.baseUrl}/admin/#/ownership-claims`);
      await page
        .getByText(/no results|no ownership claims/i)
        .first()
        .waitFor();

      // The entry's page lists the claim, handed over, and its entrant is now the author, verified.
      await page.goto(`${stack.baseUrl}/admin/#/entries/${entryId}/show`);
      await page.getByRole('table', { name: 'Ownership claims on this entry' }).waitFor();
      expect(await page.getByRole('table', { name: 'Ownership claims on this entry' }).innerText()).toMatch(
        /Real Author[\s\S]*claimant proven[\s\S]*transferred/,
      );
      await page.getByText('@real.author (verified)').waitFor();
      expect(await query(stack, `SELECT action FROM console_audit_log WHERE resource_id = $1`, [claimId])).toEqual([
        { action: 'claim.hand_over_entry' },
      ]);
    } finally {
      await context.close();
    }
  });
});
