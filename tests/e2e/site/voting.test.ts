import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { signInWithDevProvider } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import {
  enqueueRankRecompute,
  insertEntry,
  launchBrowser,
  openContext,
  openRoundOne,
  query,
  signedInContext,
} from './site-browser';

const PHONE_SIZED = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** A visitor votes from an entry's public page on a phone, verifying their mobile the first time. */
describe('voting from an entry page', () => {
  let stack: Stack;
  let browser: Browser;
  let entryId: string;

  beforeAll(async () => {
    stack = await startStack();
    await openRoundOne(stack);
    browser = await launchBrowser();
    entryId = (
      await insertEntry(stack, {
        author: { name: 'Kavya Nair', state: 'Kerala', tier: 'micro_influencer' },
        shortcode: 'VoteE2eFilm1',
        category: 'policies',
      })
    ).id;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  /** The code the development stack "texted" (written to its log) to this number, newest first. */
  const textedCode = (e164: string) =>
    eventually(async () => {
      const lines = readFileSync(stack.logFile, 'utf8').split('\n').reverse();
      const code = lines.find((l) => l.includes('DEVELOPMENT SMS') && l.includes(e164))?.match(/(\d{6}) is your/)?.[1];
      if (!code) throw new Error(`no code texted to ${e164} yet`);
      return code;
    });

  it('shows the entry to anyone, and asks a visitor to sign in to vote', async () => {
    const context = await openContext(browser, stack, PHONE_SIZED);
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/entries/${entryId}`);
    await page.getByRole('heading', { level: 1, name: "Kavya N.'s film" }).waitFor();
    expect(await page.getByTestId('entry-theme').textContent()).toBe('Policies');
    expect(await page.getByTestId('entry-votes').textContent()).toBe('0');
    await page.getByRole('button', { name: 'Sign in to vote' }).waitFor();

    // The rules explain the blend to visitors.
    await page.goto(`${stack.baseUrl}/submissions`);
    await page.getByText('How the ranking works').first().waitFor();
    await page
      .getByText(/views position times the round's views weight/)
      .first()
      .waitFor();
    await context.close();
  });

  it('verifies the mobile in a dialog the first time, then counts the vote once', async () => {
    const voter = await signInWithDevProvider(stack, 'phone-voter');
    const context = await signedInContext(browser, stack, voter, PHONE_SIZED);
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/entries/${entryId}`);
    await page.getByRole('button', { name: 'Vote for this film' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify your mobile to vote' });
    await dialog.waitFor();
    await dialog.getByLabel('Mobile number').fill('98450 12345');
    await dialog.getByRole('button', { name: 'Text me a code' }).click();
    await dialog.getByLabel('Code we sent').fill(await textedCode('+919845012345'));
    await dialog.getByRole('button', { name: 'Verify and vote' }).click();

    await page.getByRole('status').filter({ hasText: 'Thank you for voting!' }).waitFor();
    expect(await page.getByTestId('entry-votes').textContent()).toBe('1');
    expect(await dialog.isVisible()).toBe(false);

    // A reload shows the vote counted (not the count cached for anonymous readers before it).
    await page.reload();
    await page.getByRole('button', { name: 'Vote for this film' }).waitFor();
    expect(await page.getByTestId('entry-votes').textContent()).toBe('1');

    // A second vote the same day is refused, saying when the next one opens (IST); the count stays.
    await page.getByRole('button', { name: 'Vote for this film' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^You have already voted for this film\. You can vote for it again from .+ \(IST\)\.$/ })
      .waitFor();
    const [{ votes }] = await query<{ votes: number }>(
      stack,
      `SELECT votes FROM submission_votes WHERE submission_id = $1`,
      [entryId],
    );
    expect(votes).toBe(1);
    await context.close();
  });

  it('signs a visitor in by a texted code from the film, asks nothing else, and counts their vote there', async () => {
    const context = await openContext(browser, stack, PHONE_SIZED);
    const page = await context.newPage();
    const filmPage = `${stack.baseUrl}/entries/${entryId}`;
    await page.goto(filmPage);
    await page.getByRole('button', { name: 'Sign in to vote' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign in with your mobile to vote' });
    await dialog.getByRole('button', { name: 'Or continue with Google' }).waitFor();
    await dialog.getByLabel('Mobile number').fill('98450 22222');
    await dialog.getByRole('button', { name: 'Text me a code' }).click();
    await dialog.getByLabel('Code we sent').fill(await textedCode('+919845022222'));
    await dialog.getByRole('button', { name: 'Sign in and vote' }).click();

    // Still on the same film, no profile step (state, creator tier) in between, and the vote counted.
    await page.getByRole('status').filter({ hasText: 'Thank you for voting!' }).waitFor();
    expect(page.url()).toBe(filmPage);
    expect(await page.getByText('Complete your profile').count()).toBe(0);
    const [{ votes }] = await query<{ votes: number }>(
      stack,
      `SELECT votes FROM submission_votes WHERE submission_id = $1`,
      [entryId],
    );
    expect(votes).toBe(2);
    await context.close();
  });

  for (const [locale, names] of [
    ['en-US', { vote: 'Vote for this film', dialog: 'Verify your mobile to vote', send: 'Text me a code' }],
    [
      'hi-IN',
      {
        vote: 'इस फ़िल्म को वोट दें',
        dialog: 'वोट देने के लिए अपना मोबाइल सत्यापित करें',
        send: 'मुझे कोड भेजें',
      },
    ],
  ] as const) {
    it(`keeps the keyboard inside the verify dialog and gives focus back to Vote (${locale})`, async () => {
      const voter = await signInWithDevProvider(stack, `keyboard-voter-${locale}`);
      const context = await signedInContext(browser, stack, voter, { locale });
      const page = await context.newPage();
      await page.goto(`${stack.baseUrl}/entries/${entryId}`);
      await page.getByRole('button', { name: names.vote }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: names.dialog });
      await dialog.waitFor();

      const focused = () =>
        page.evaluate(() => ({
          inDialog: Boolean(document.activeElement?.closest('dialog[open]')),
          autocomplete: document.activeElement?.getAttribute('autocomplete') ?? null,
          text: document.activeElement?.textContent ?? null,
        }));
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect((await focused()).inDialog).toBe(true);
      }

      // The number field is locked once the code is sent: the code field takes the focus.
      await dialog.locator('input[type="tel"]').fill(locale === 'en-US' ? '98450 33333' : '98450 44444');
      await dialog.getByRole('button', { name: names.send }).click();
      await eventually(async () => expect((await focused()).autocomplete).toBe('one-time-code'));

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await eventually(async () => expect((await focused()).text).toBe(names.vote));
      await context.close();
    });
  }

  it("closes the phone menu once a language is chosen from it, focus back on the menu's button", async () => {
    const context = await openContext(browser, stack, { ...PHONE_SIZED, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/entries/${entryId}`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('combobox', { name: 'Change language to' }).selectOption('hi');
    await page.getByRole('heading', { level: 1, name: /की फ़िल्म/ }).waitFor();
    const menu = page.getByRole('button', { name: 'मेनू' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it('states the round’s real ranking rule on the leaderboard, and offers its sub-boards and a search', async () => {
    const other = await insertEntry(stack, {
      author: { name: 'Arjun Mehta', state: 'Goa', tier: 'nano_influencer' },
      shortcode: 'VoteE2eFilm2',
      category: 'life',
    });
    // Both entries ranked on the board, with figures the stack's simulated cycle may overwrite: set them again
    // until a recompute has ranked both.
    await eventually(
      async () => {
        for (const id of [entryId, other.id]) {
          await query(
            stack,
            `WITH cycle AS (INSERT INTO metric_refresh_cycles (provider, status, finished_at)
                            VALUES ('simulated', 'completed', now()) RETURNING id)
             INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
             SELECT $1, 5000, 100, 'simulated', now(), id FROM cycle
             ON CONFLICT (submission_id) DO UPDATE SET views = 5000, likes = 100, sampled_at = now()`,
            [id],
          );
        }
        enqueueRankRecompute(stack);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const board = (await (await fetch(`${stack.apiUrl}/leaderboard?limit=100`)).json()) as { items: unknown[] };
        expect(board.items).toHaveLength(2);
      },
      90_000,
      1_000,
    );
    const [{ views }] = await query<{ views: number }>(
      stack,
      `SELECT views_weight_percent AS views FROM rounds WHERE id = 1`,
    );

    const context = await openContext(browser, stack, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/submissions`);
    await page
      .getByText(`Instagram views (${views} %) and on public votes (${100 - views} %)`, { exact: false })
      .waitFor();
    await page.getByText('Arjun M.').first().waitFor();

    await page.getByLabel('Search by creator').fill('kavya');
    await eventually(async () => expect(await page.getByText('Arjun M.').count()).toBe(0));
    expect(await page.getByText('Kavya N.').count()).toBeGreaterThan(0);

    await page.getByLabel('Search by creator').fill('');
    await page.getByLabel('State').selectOption('Goa');
    await eventually(async () => {
      expect(await page.getByText('Kavya N.').count()).toBe(0);
      expect(await page.getByText('Arjun M.').count()).toBeGreaterThan(0);
    });
    await context.close();
  });
});
