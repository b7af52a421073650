import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { signInWithDevProvider, type SignedIn } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import { eventually } from '../../support/eventually';
import {
  expectToast,
  insertEntry,
  launchBrowser,
  openRoundOne,
  query,
  reelLink,
  signedInContext,
} from './site-browser';

const CONTEST_HANDLE = '@test.contest.films';
const HINDI: BrowserContextOptions = { locale: 'hi-IN' };

/**
 * A creator's side of the site (issue #29): the entry form's consent and hashtags confirmations, the contest's
 * Instagram account in step 2, sharing an entry's own page from My Submissions, a creator not promoted into
 * Round 2 told before the form, and the landing page once the final round has closed.
 */
describe('the public site for creators', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack({ env: { IG_CONTEST_HANDLE: CONTEST_HANDLE } });
    await openRoundOne(stack);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  afterEach(() => page?.context().close());

  /** A signed-in participant with a complete profile named `name`. */
  async function creator(name: string): Promise<SignedIn> {
    const signedIn = await signInWithDevProvider(stack, name);
    await query(
      stack,
      `UPDATE participants SET name = $2, state_province = 'Kerala', creator_category = 'nano_influencer',
              instagram_handle = 'someone'
        WHERE id = $1`,
      [signedIn.user.id, name],
    );
    return signedIn;
  }

  it('asks for both confirmations before sending an entry, and the API stores the consent given', async () => {
    const me = await creator('Ritika Sen');
    const context = await signedInContext(browser, stack, me, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // Records whether a full-screen overlay ever covers the page before the visitor submits anything.
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role=status].fixed')) (window as unknown as { overlay: boolean }).overlay = true;
      }).observe(document, { childList: true, subtree: true });
    });
    page = await context.newPage();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/submissions')) posted.push(request.url());
    });

    // A name in the address is never shown: the greeting is the profile's, and no loader stands in the way.
    await page.goto(`${stack.baseUrl}/submission-success?name=Mallory%20was%20here`);
    await page.getByRole('heading', { level: 1, name: 'Hello, Ritika Sen' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Instagram post link').waitFor();
    expect(await page.getByText('Mallory').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { overlay?: boolean }).overlay ?? false)).toBe(false);

    // Step 2 names the contest's account (configuration), with a button copying it.
    const steps = page.getByRole('list').filter({ hasText: 'Tag the Prime Minister' });
    await steps.getByText(`Invite the contest’s Instagram account ${CONTEST_HANDLE} to collaborate`).waitFor();
    await steps.getByRole('button', { name: `Copy ${CONTEST_HANDLE}` }).click();
    await expectToast(page, `${CONTEST_HANDLE} copied`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CONTEST_HANDLE);

    // Without the confirmations nothing is sent; each missing one is named.
    const submit = page.getByRole('button', { name: 'Submit Entry' });
    await page.getByLabel('Life', { exact: true }).check();
    await page.getByLabel('Instagram post link').fill(reelLink());
    const hashtags = page.getByLabel('I have added the contest hashtags #AIFilmContest and #PMLifeInAI');
    const consent = page.getByLabel(/agree to the contest’s Terms and Conditions and Privacy Policy/);
    await submit.click();
    await expectToast(page, 'Please confirm the hashtags are in your caption');
    expect(await hashtags.getAttribute('aria-invalid')).toBe('true');
    await hashtags.check();
    await submit.click();
    await expectToast(page, 'Please accept the Terms and Conditions and the Privacy Policy');
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);

    await consent.check();
    await submit.click();
    await page.getByRole('dialog', { name: 'Your entry is in!' }).waitFor();
    expect(posted).toHaveLength(1);
    const [stored] = await query<{ consent_version: string; consent_language: string; consented: boolean }>(
      stack,
      `SELECT consent_version, consent_language, consented_at IS NOT NULL AS consented
         FROM submissions WHERE participant_id = $1`,
      [me.user.id],
    );
    expect(stored).toEqual({ consent_version: '2025-09-15', consent_language: 'en', consented: true });
  }, 120_000);

  it('asks in Hindi for a Hindi visitor and records the language the consent was given in', async () => {
    const me = await creator('Anjali Gupta');
    page = await (await signedInContext(browser, stack, me, HINDI)).newPage();
    await page.goto(`${stack.baseUrl}/submission-success`);
    const steps = page.getByRole('list').filter({ hasText: 'प्रधानमंत्री' });
    await steps.getByText(`प्रतियोगिता के Instagram खाते ${CONTEST_HANDLE} को`).waitFor({ timeout: 15_000 });
    await steps.getByRole('button', { name: `${CONTEST_HANDLE} कॉपी करें` }).waitFor();
    await page.getByLabel('जीवन', { exact: true }).check();
    await page.getByLabel('Instagram पोस्ट का लिंक').fill(reelLink());
    await page.getByLabel(/मैंने अपनी पोस्ट के कैप्शन में प्रतियोगिता के हैशटैग/).check();
    await page.getByRole('button', { name: 'प्रविष्टि जमा करें' }).last().click();
    await expectToast(page, 'कृपया नियम और शर्तें तथा गोपनीयता नीति स्वीकार करें');
    await page.getByLabel(/गोपनीयता नीति.*सहमत हूँ/).check();
    await page.getByRole('button', { name: 'प्रविष्टि जमा करें' }).last().click();
    await page.getByRole('dialog', { name: 'आपकी प्रविष्टि जमा हो गई!' }).waitFor({ timeout: 20_000 });
    const [stored] = await query<{ consent_language: string }>(
      stack,
      `SELECT consent_language FROM submissions WHERE participant_id = $1`,
      [me.user.id],
    );
    expect(stored).toEqual({ consent_language: 'hi' });
  }, 120_000);

  it("My Submissions shares a verified entry's own page, where people vote, and offers no blank Edit", async () => {
    const me = await creator('Dev Malhotra');
    const verified = await insertEntry(stack, { participantId: me.user.id, status: 'verified' });
    await insertEntry(stack, { participantId: me.user.id, status: 'pending' });
    const context = await signedInContext(browser, stack, me);
    // The device's share sheet, as a phone has it: what the site hands it is what the test reads.
    await context.addInitScript(() => {
      navigator.share = async (data?: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared = [
          ...((window as unknown as { shared?: ShareData[] }).shared ?? []),
          data ?? {},
        ];
      };
    });
    page = await context.newPage();
    await page.goto(`${stack.baseUrl}/submissions`);
    const mine = page.locator('section', { has: page.getByRole('heading', { name: 'My Submissions' }) });
    const items = mine.getByRole('listitem').filter({ has: page.getByText('Status', { exact: true }) });
    const verifiedItem = items.filter({ hasText: verified.shortcode });
    await verifiedItem.getByText('verified', { exact: true }).waitFor({ timeout: 20_000 });

    await verifiedItem.getByRole('button', { name: 'Share' }).click();
    await page.waitForFunction(() => (window as unknown as { shared?: unknown[] }).shared?.length === 1);
    const [shared] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared.url).toBe(`${stack.baseUrl}/entries/${verified.id}`);

    // Nothing in My Submissions opens an empty new-entry form as "Edit"; it says what can be done instead.
    expect(await mine.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    await verifiedItem.getByText('An entry cannot be changed once submitted').waitFor();
    // A pending entry has no public page yet: no Share, and it says when there will be one.
    const pendingItem = items.filter({ hasText: 'pending' });
    await pendingItem.getByText('once it is verified').waitFor();
    expect(await pendingItem.getByRole('button', { name: 'Share' }).count()).toBe(0);

    await verifiedItem.getByRole('link', { name: 'View / vote page' }).click();
    await page.waitForURL(`${stack.baseUrl}/entries/${verified.id}`);
    await page.getByRole('heading', { level: 1, name: /^Dev M/ }).waitFor({ timeout: 15_000 });

    // Shared from a page in Hindi, the address carries the language, so the link's preview is in Hindi too.
    await page.evaluate(() => window.localStorage.setItem('contest.language', 'hi'));
    await page.goto(`${stack.baseUrl}/submissions`);
    const inHindi = page.getByRole('listitem').filter({ hasText: verified.shortcode });
    await inHindi.getByRole('button', { name: 'साझा करें' }).click({ timeout: 20_000 });
    await page.waitForFunction(() => (window as unknown as { shared?: unknown[] }).shared?.length === 1);
    const [sharedInHindi] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(sharedInHindi.url).toBe(`${stack.baseUrl}/entries/${verified.id}?lang=hi`);
  }, 120_000);

  it('tells a creator not promoted into Round 2 before the form, and lets a promoted one enter', async () => {
    const left = await creator('Neha Kapoor');
    const promoted = await creator('Arjun Rao');
    const promotedEntry = await insertEntry(stack, { participantId: promoted.user.id, status: 'verified' });
    await insertEntry(stack, { participantId: left.user.id, status: 'verified' });
    await query(
      stack,
      `INSERT INTO round_advancements (round_id, submission_id, position, score) VALUES (2, $1, 1, 1)`,
      [promotedEntry.id],
    );
    await query(
      stack,
      `UPDATE rounds SET closed_at = CASE WHEN id = 1 THEN now() END, accepts_submissions = (id = 2),
              starts_at = CASE WHEN id = 2 THEN now() - interval '1 hour' ELSE starts_at END,
              ends_at = CASE WHEN id = 2 THEN now() + interval '10 days' ELSE ends_at END, updated_at = now()`,
    );
    try {
      page = await (await signedInContext(browser, stack, left)).newPage();
      await page.goto(`${stack.baseUrl}/submission-success`);
      const refusal = page.getByRole('alert').filter({ hasText: 'You cannot enter a film in this round' });
      await refusal.waitFor({ timeout: 15_000 });
      await refusal.getByText('Only the creators promoted to Round 2').waitFor();
      expect(await page.getByLabel('Instagram post link').count()).toBe(0);
      await page.context().close();

      page = await (await signedInContext(browser, stack, promoted)).newPage();
      await page.goto(`${stack.baseUrl}/submission-success`);
      await page.getByLabel('Instagram post link').waitFor({ timeout: 15_000 });
      expect(await page.getByText('You cannot enter a film in this round').count()).toBe(0);
    } finally {
      await openRoundOne(stack);
      await query(stack, `UPDATE rounds SET closed_at = NULL`);
    }
  }, 120_000);

  it('says the contest is over on the landing page once the final round has closed', async () => {
    const me = await creator('Sara Thomas');
    await query(
      stack,
      `UPDATE rounds SET starts_at = now() - interval '60 days' + id * interval '10 days',
              ends_at = now() - interval '51 days' + id * interval '10 days', closed_at = now() - interval '1 day',
              accepts_submissions = (id = 1), updated_at = now()`,
    );
    page = await (await signedInContext(browser, stack, me)).newPage();
    // The rules are cached for a few seconds by the API and nginx: reload until the closed final shows.
    await eventually(async () => {
      await page.goto(stack.baseUrl);
      await page.getByRole('heading', { name: 'The contest is over' }).first().waitFor({ timeout: 3_000 });
    }, 60_000);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await hero.getByText(/The final round closed on/).waitFor();
    // The sections below the hero are added one at a time: count the buttons once the registration section is there.
    await page.locator('#registration').getByText('The contest is over: see where the films finished.').waitFor();
    expect(await hero.getByRole('timer').count()).toBe(0);
    expect(await page.getByText(/has closed/).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Submit now/i }).count()).toBe(0);
    await hero.getByRole('link', { name: 'See the results' }).click();
    await page.waitForURL(`${stack.baseUrl}/submissions`);
  }, 120_000);
});
