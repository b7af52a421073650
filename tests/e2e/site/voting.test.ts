import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { signInWithDevProvider } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import { insertEntry, launchBrowser, openContext, openRoundOne, query, signedInContext } from './site-browser';

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

    // A second vote the same day is refused with the API's message; the count stays.
    await page.getByRole('button', { name: 'Vote for this film' }).click();
    await page.getByRole('status').filter({ hasText: 'You have already voted for this entry.' }).waitFor();
    const [{ votes }] = await query<{ votes: number }>(
      stack,
      `SELECT votes FROM submission_votes WHERE submission_id = $1`,
      [entryId],
    );
    expect(votes).toBe(1);
    await context.close();
  });
});
