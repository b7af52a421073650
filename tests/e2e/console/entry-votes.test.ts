import type { Browser } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { Stack, startStack } from '../../support/stack';
import { artifactPath, insertEntry, launchBrowser, openContext, openRoundOne, query } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'vote-auditor@console.test', password: 'vote auditing passphrase 5' };
const REASON = 'Accounts made the same hour, all voting for this one film';

/**
 * An organiser reviews an entry's public votes in the console (totals, flagged share, hourly timeline), voids
 * a flagged hour with a reason, and sees the counts change everywhere and the action in the audit log.
 */
describe("an entry's public votes in the console", () => {
  let stack: Stack;
  let browser: Browser;
  let entryId: string;

  /** `count` votes for the entry, cast `hoursAgo` hours ago, by accounts made `accountAgeHours` before voting. */
  async function castVotes(count: number, hoursAgo: number, accountAgeHours: number): Promise<void> {
    await query(
      stack,
      `WITH cast_at AS (
         SELECT date_trunc('hour', now()) - $2 * interval '1 hour' + interval '10 minutes' AS t
       ), voters AS (
         INSERT INTO participants (name, created_at)
         SELECT 'Voter ' || n, (SELECT t FROM cast_at) - $3 * interval '1 hour' FROM generate_series(1, $1::int) n
         RETURNING id
       )
       INSERT INTO votes (round_id, submission_id, voter_id, period, client_ip, created_at)
       SELECT 1, $4, id, to_char((SELECT t FROM cast_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'),
              ('10.0.' || (row_number() OVER ()) || '.1')::inet, (SELECT t FROM cast_at)
         FROM voters`,
      [count, hoursAgo, accountAgeHours, entryId],
    );
    await query(
      stack,
      `INSERT INTO submission_votes (submission_id, round_id, votes) VALUES ($1, 1, $2)
       ON CONFLICT (submission_id, round_id) DO UPDATE SET votes = submission_votes.votes + $2`,
      [entryId, count],
    );
  }

  const publicVotes = async () =>
    ((await (await fetch(`${stack.apiUrl}/entries/${entryId}`)).json()) as { metrics: { votes: number } }).metrics
      .votes;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    await openRoundOne(stack);
    entryId = (
      await insertEntry(stack, {
        author: { name: 'Farah Khan', state: 'Delhi', tier: 'nano_influencer' },
        shortcode: 'ConsoleVotes1',
      })
    ).id;
    await castVotes(6, 3, 24 * 30); // three hours ago, by month-old accounts: nothing to flag
    await castVotes(4, 1, 1); // an hour ago, by accounts made an hour before: flagged as new accounts
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('shows the votes, voids a flagged hour with a reason, and the counts and audit log follow', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      expect(await publicVotes()).toBe(10);
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/entries/${entryId}/show`);
      const block = page.locator('.MuiCardContent-root', { has: page.getByRole('heading', { name: 'Public votes' }) });
      const totals = async () => (await block.locator('p').first().innerText()).replace(/\s+/g, ' ');
      await eventually(async () =>
        expect(await totals()).toBe('10 counted, 0 voided; 40 % flagged (new accounts 4, one address 0, bursts 0)'),
      );

      const timeline = page.getByRole('table', { name: 'Votes per hour' });
      const rows = timeline.locator('tbody tr');
      await eventually(async () => expect(await rows.count()).toBe(2));
      // Hour, votes, flagged, voided: the older hour is clean, the last one is flagged.
      expect((await rows.nth(0).innerText()).split('\t').slice(1, 4)).toEqual(['6', '0', '0']);
      expect((await rows.nth(1).innerText()).split('\t').slice(1, 4)).toEqual(['4', '4', '0']);
      expect(await timeline.getByRole('button', { name: 'Void flagged…' }).count()).toBe(1);
      await page.screenshot({ path: artifactPath('console-entry-votes.png'), fullPage: true });

      await rows.nth(1).getByRole('button', { name: 'Void flagged…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Void votes' });
      const confirm = dialog.getByRole('button', { name: 'Void', exact: true });
      await dialog.getByLabel('Reason (kept in the audit log)').fill('no');
      expect(await confirm.isDisabled()).toBe(true); // a reason of 3 characters at least
      await dialog.getByLabel('Reason (kept in the audit log)').fill(REASON);
      await confirm.click();
      await page.getByText('4 vote(s) voided').waitFor();
      await eventually(async () =>
        expect(await totals()).toBe('6 counted, 4 voided; 0 % flagged (new accounts 0, one address 0, bursts 0)'),
      );
      expect((await rows.nth(1).innerText()).split('\t').slice(1, 4)).toEqual(['0', '0', '4']);
      expect(await timeline.getByRole('button', { name: 'Void flagged…' }).count()).toBe(0);

      // The public count follows (within the 5 seconds the entry's read is micro-cached).
      await eventually(async () => expect(await publicVotes()).toBe(6));

      // The audit log tells who voided what, and why.
      await page.goto(
        `${stack.baseUrl}/admin/#/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'votes.void' }))}`,
      );
      await eventually(async () => {
        const entries = await page.locator('tbody tr').allInnerTexts();
        expect(entries).toHaveLength(1);
        // The record is named (its author and post), not shown as its id.
        expect(entries[0]).toMatch(
          new RegExp(
            `${ORGANISER.email}\\s+votes\\.void\\s+entries\\s+Farah Khan · https://www\\.instagram\\.com/reel/ConsoleVotes1/`,
          ),
        );
      });
      await page.locator('tbody tr').first().click();
      await page.getByText(REASON).waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);
});
