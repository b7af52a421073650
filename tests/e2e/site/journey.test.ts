import type { Browser, Page } from 'playwright-core';
import { returnFromDevProvider, signInWithDevProvider } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import {
  enqueueRankRecompute,
  expectToast,
  launchBrowser,
  openContext,
  openRoundOne,
  query,
  reelLink,
  signedInContext,
  signInThroughSite,
} from './site-browser';
import { eventually } from '../../support/eventually';

/**
 * The public site on the whole stack (npm start's topology behind nginx, development OpenID provider):
 * a newcomer's journey from the landing page to the leaderboard, then the messages of docs/product.md §4, §5, §8.
 */
describe('the public site: journeys and messages', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    await openRoundOne(stack);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('takes a newcomer from the landing page to the leaderboard', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    const name = 'Meera Iyer';

    // Land: the hero asks a visitor to register; the development stack says so.
    await page.goto(stack.baseUrl);
    await page.getByRole('heading', { level: 1, name: /Create an AI film/ }).waitFor();
    await page.getByText('Development mode').waitFor();
    await page.getByRole('button', { name: /Register Now\s*Join the Challenge/ }).waitFor();

    // Sign In through the provider; a new account lands on /complete-profile.
    await signInThroughSite(page, name);
    await expectToast(page, 'Google Sign-in Successful', 'Please complete your profile');
    await page.waitForURL(`${stack.baseUrl}/complete-profile`);

    // The provider gave the name and e-mail: they are locked badges; only state and category are asked for.
    const completed = page.locator('h3', { hasText: 'Already Completed' }).locator('..');
    await completed.getByText(`Name: ${name}`).waitFor();
    await completed.getByText('Email: meera.iyer@example.test').waitFor();
    expect(await page.getByLabel('Full name').count()).toBe(0);
    await page.getByLabel('State or union territory').selectOption('Kerala');
    await page.getByLabel(/^Micro/).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectToast(page, 'Profile Updated!');

    // The entry page greets by the profile's name at once (no address parameter, no welcome loader).
    await page.waitForURL(`${stack.baseUrl}/submission-success`);
    await page.getByRole('heading', { level: 1, name: `Hello, ${name}` }).waitFor({ timeout: 10_000 });
    const steps = page.getByRole('list').filter({ hasText: 'Tag the Prime Minister' });
    await steps.waitFor();
    expect(await steps.locator('li').count()).toBe(6);
    // The step that proves the post theirs: their own ownership code, to put in the caption, with a copy button.
    const [{ ownership_code: code }] = await query<{ ownership_code: string }>(
      stack,
      `SELECT ownership_code FROM participants WHERE name = $1`,
      [name],
    );
    await steps.getByText(`Put your ownership code ${code} in the caption`).waitFor();
    await steps.getByRole('button', { name: `Copy ${code}` }).waitFor();
    const link = reelLink();
    await page.getByLabel('Action', { exact: true }).check();
    await page.getByLabel('Instagram post link').fill(link);
    await page.getByLabel(/contest hashtags/).check();
    await page.getByLabel(/Terms and Conditions/).check();
    // No handle on the profile yet: the entry page asks which account posted the film, and saves it.
    await page.getByLabel('Which Instagram account posted this?').fill('@Meera.Iyer');
    await page.getByRole('button', { name: 'Submit Entry' }).click();
    await expectToast(page, 'Submission Successful!', 'Your entry has been submitted and is pending verification');
    const dialog = page.getByRole('dialog', { name: 'Your entry is in!' });
    await dialog.waitFor();
    expect(await page.getByLabel('Instagram post link').inputValue()).toBe('');
    expect(
      await query<{ instagram_handle: string }>(stack, `SELECT instagram_handle FROM participants WHERE name = $1`, [
        name,
      ]),
    ).toEqual([{ instagram_handle: 'meera.iyer' }]);
    expect(await page.getByLabel('Which Instagram account posted this?').count()).toBe(0);

    // My Submissions shows it pending, as the API returns it.
    await dialog.getByRole('link', { name: 'Go to Leaderboard' }).click();
    await page.waitForURL(`${stack.baseUrl}/submissions`);
    await page.getByRole('heading', { level: 1, name: 'Top 500 Leaderboard' }).waitFor();
    const mine = page.locator('section', { has: page.getByRole('heading', { name: 'My Submissions' }) });
    const canonical = link.replace(/\?.*$/, '');
    await mine.getByRole('link', { name: canonical }).waitFor();
    await mine.getByText('pending', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'View Submission' }).first().waitFor();

    // An organiser verifies it (straight in the database: the console is another area) and the worker ranks it.
    const [entry] = await query<{ id: string }>(
      stack,
      `UPDATE submissions SET status = 'verified', status_changed_at = now(), updated_at = now()
        WHERE instagram_url = $1 RETURNING id`,
      [canonical],
    );
    await query(
      stack,
      `INSERT INTO submission_status_changes (submission_id, from_status, to_status, actor_type)
       VALUES ($1, 'pending', 'verified', 'admin')`,
      [entry.id],
    );
    enqueueRankRecompute(stack);

    // It appears on the public board (nginx micro-caches the board for a few seconds: reload until then).
    await eventually(async () => {
      await page.reload();
      await page
        .getByRole('region', { name: 'Leaderboard entries' })
        .getByRole('article', { name: 'AI Film Entry #1' })
        .waitFor({ timeout: 3_000 });
    }, 60_000);
    const card = page.getByRole('article', { name: 'AI Film Entry #1' });
    await card.getByText('Action', { exact: true }).waitFor();
    await card.getByText('micro', { exact: true }).waitFor();
    await card.getByText(/^by Meera/).waitFor();
    await page.getByText(/^Updated /).waitFor();

    // Its detail dialog, and the refreshed status in My Submissions.
    await card.getByRole('button', { name: 'AI Film Entry #1' }).click();
    const details = page.getByRole('dialog', { name: 'AI Film Entry #1' });
    await details.getByText('Kerala').waitFor();
    await details
      .getByRole('link', { name: /View on Instagram/ })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    await mine.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, 'Refreshed', 'Your submissions are up to date');
    await mine.getByText('verified', { exact: true }).waitFor();
    await context.close();
  }, 180_000);

  describe('the messages of docs/product.md §5', () => {
    let page: Page;

    afterEach(() => page?.context().close());

    it('profile form: lists the missing fields, then moves on when nothing is left to save', async () => {
      // An unverified provider e-mail never completes a profile, so the form stays reachable once filled.
      page = await (await openContext(browser, stack)).newPage();
      await page.goto(stack.baseUrl);
      await signInThroughSite(page, 'unverified-kabir');
      await page.waitForURL(`${stack.baseUrl}/complete-profile`);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expectToast(page, 'Please fill all required fields', 'State, Creator category are required');
      const state = page.getByLabel('State or union territory');
      expect(await state.getAttribute('aria-invalid')).toBe('true');
      const stateError = await state.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${stateError}"]`).textContent()).toContain('State is required');
      // The first invalid field takes the focus; its error goes as soon as it changes.
      expect(await state.evaluate((select) => select === document.activeElement)).toBe(true);

      await state.selectOption('Delhi');
      expect(await state.getAttribute('aria-invalid')).toBe('false');
      await page.getByLabel(/^Nano/).check();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL(/\/submission-success/);

      await page.goto(`${stack.baseUrl}/complete-profile`);
      await page.getByText('Everything we need is already saved.').waitFor();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expectToast(page, 'No Changes Needed', 'All your profile information is already complete!');
    }, 90_000);

    it('entry form: category, blank link and non-Instagram link, then the server refusing a duplicate', async () => {
      const participant = await signInWithDevProvider(stack, 'Farah Khan');
      await query(
        stack,
        `UPDATE participants SET state_province = 'Goa', creator_category = 'mega_influencer' WHERE id = $1`,
        [participant.user.id],
      );
      page = await (await signedInContext(browser, stack, participant)).newPage();
      await page.goto(`${stack.baseUrl}/submission-success`);
      await page.getByRole('heading', { level: 1, name: 'Hello, Farah Khan' }).waitFor({ timeout: 10_000 });
      const submit = page.getByRole('button', { name: 'Submit Entry' });
      const linkField = page.getByLabel('Instagram post link');

      await submit.click();
      await expectToast(page, 'Please select a submission category', 'Choose your creator category to proceed');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('category');

      await page.getByLabel('Policies', { exact: true }).check();
      await page.getByLabel(/contest hashtags/).check();
      await page.getByLabel(/Terms and Conditions/).check();
      await submit.click();
      await expectToast(
        page,
        'Please provide Instagram post link',
        'The Instagram post link is required for submission',
      );
      expect(await linkField.getAttribute('aria-invalid')).toBe('true');
      expect(await linkField.evaluate((input) => input === document.activeElement)).toBe(true);

      // The form checks with the server's own parser: a look-alike host that names instagram.com is refused
      // at once, and nothing is sent.
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/submissions')) posted.push(request.url());
      });
      await linkField.fill('https://instagram.com.evil.example/reel/C0ffee12345/');
      await submit.click();
      await expectToast(page, 'Invalid Instagram link', 'Please provide a valid Instagram post link');
      const described = (await linkField.getAttribute('aria-describedby'))!.split(' ');
      const texts = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(texts.join(' ')).toContain('Please provide a valid Instagram post link');
      expect(posted).toEqual([]);

      const link = reelLink();
      await linkField.fill(link);
      await submit.click();
      const dialog = page.getByRole('dialog', { name: 'Your entry is in!' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await linkField.fill(link);
      await page.getByLabel(/contest hashtags/).check();
      await page.getByLabel(/Terms and Conditions/).check();
      await submit.click();
      await expectToast(page, 'Submission Failed');
      await page
        .getByRole('alert')
        .filter({ hasText: /already/i })
        .waitFor();

      // Another creator entering the same post is told their claim is recorded, and which code proves it theirs.
      const other = await signInWithDevProvider(stack, 'Other Author');
      await query(
        stack,
        `UPDATE participants SET state_province = 'Goa', creator_category = 'nano_influencer' WHERE id = $1`,
        [other.user.id],
      );
      const [{ ownership_code: code }] = await query<{ ownership_code: string }>(
        stack,
        `SELECT ownership_code FROM participants WHERE id = $1`,
        [other.user.id],
      );
      const otherPage = await (await signedInContext(browser, stack, other)).newPage();
      await otherPage.goto(`${stack.baseUrl}/submission-success`);
      await otherPage.getByRole('heading', { level: 1, name: 'Hello, Other Author' }).waitFor({ timeout: 10_000 });
      await otherPage.getByLabel('Policies', { exact: true }).check();
      await otherPage.getByLabel('Instagram post link').fill(link);
      await otherPage.getByLabel(/contest hashtags/).check();
      await otherPage.getByLabel(/Terms and Conditions/).check();
      await otherPage.getByLabel('Which Instagram account posted this?').fill('other.author');
      await otherPage.getByRole('button', { name: 'Submit Entry' }).click();
      await otherPage
        .getByRole('alert')
        .filter({ hasText: `We have recorded your claim for the organisers` })
        .filter({ hasText: `add your ownership code ${code} to the post’s caption` })
        .waitFor();
      await otherPage.context().close();
    }, 120_000);

    it('entry form signed out: the request fails locally with "Authentication required"', async () => {
      page = await (await openContext(browser, stack)).newPage();
      await page.goto(`${stack.baseUrl}/submission-success?name=Guest`);
      // A name in the address is never shown: anyone could put words there.
      await page.getByRole('heading', { level: 1, name: 'Hello, Creator' }).waitFor({ timeout: 10_000 });
      await page.getByText('Sign in to submit your entry.').waitFor();
      await page.getByLabel('Life', { exact: true }).check();
      await page.getByLabel('Instagram post link').fill(reelLink());
      await page.getByLabel(/contest hashtags/).check();
      await page.getByLabel(/Terms and Conditions/).check();
      await page.getByRole('button', { name: 'Submit Entry' }).click();
      await expectToast(page, 'Submission Failed', 'Authentication required');
    }, 60_000);
  });

  describe('sign-in returns (docs/product.md §4)', () => {
    let page: Page;
    afterEach(() => page?.context().close());

    const signedIn = (p: Page) => p.evaluate(() => window.localStorage.getItem('accessToken') !== null);

    it('callback with an OAuth error: a fixed message for its code, back to the registration section', async () => {
      page = await (await openContext(browser, stack)).newPage();
      await page.goto(`${stack.baseUrl}/auth/google/callback#error=access_denied&error_description=User%20cancelled`);
      await expectToast(page, 'Authentication Failed', 'Google sign-in was cancelled.');
      await page.waitForURL(`${stack.baseUrl}/#registration`);
      await page.getByRole('button', { name: 'Register with Google' }).waitFor();
      expect(await page.locator('body').innerText()).not.toContain('User cancelled');
    }, 60_000);

    it('never shows text from the address bar: an unknown code gets a generic fixed message', async () => {
      page = await (await openContext(browser, stack)).newPage();
      const bait = 'Your account is locked, verify at https://evil.example/login';
      await page.goto(
        `${stack.baseUrl}/auth/callback?error=account_locked&error_description=${encodeURIComponent(bait)}` +
          `#error=visit_evil_example&error_description=${encodeURIComponent(bait)}`,
      );
      await expectToast(page, 'Authentication Failed', 'Google sign-in did not complete. Please try again.');
      const shown = await page.locator('body').innerText();
      expect(shown).not.toContain('evil.example');
      expect(shown).not.toContain('visit_evil_example');
      expect(shown).not.toContain('account_locked');
    }, 60_000);

    it('callback without a code, and with a code the API refuses', async () => {
      page = await (await openContext(browser, stack)).newPage();
      await page.goto(`${stack.baseUrl}/auth/callback#state=abc`);
      await expectToast(page, 'Authentication Failed', 'No sign-in code received from the sign-in provider');
      await page.waitForURL(`${stack.baseUrl}/#registration`);

      await page.goto(`${stack.baseUrl}/auth/google/callback#code=${'A'.repeat(43)}`);
      await expectToast(page, 'Authentication Failed', 'This sign-in has expired or was started in another browser');
      expect(await signedIn(page)).toBe(false);
    }, 60_000);

    it("ignores tokens in the address: a link carrying someone else's tokens signs nobody in", async () => {
      const attacker = await signInWithDevProvider(stack, 'Link Attacker');
      const tokens = `access_token=${attacker.accessToken}&refresh_token=${attacker.refreshToken}`;
      page = await (await openContext(browser, stack)).newPage();
      for (const address of [`/auth/google/callback#${tokens}`, `/auth/callback?${tokens}`, `/?${tokens}`]) {
        await page.goto(`${stack.baseUrl}${address}`);
        await page.getByRole('button', { name: 'Register with Google' }).waitFor();
        expect(await signedIn(page)).toBe(false);
      }
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();
    }, 60_000);

    it("another browser opening a genuine return link is not signed in to the starter's account (login CSRF)", async () => {
      // The attacker goes through the provider in their own browser and stops before the site redeems the code.
      const { url } = await returnFromDevProvider(stack, 'Csrf Attacker');
      expect(new URL(url).hash).toMatch(/^#code=/);
      page = await (await openContext(browser, stack)).newPage();
      await page.goto(url);
      await expectToast(page, 'Authentication Failed', 'was started in another browser');
      await page.waitForURL(`${stack.baseUrl}/#registration`);
      expect(await signedIn(page)).toBe(false);
    }, 60_000);

    it('an e-mail that already belongs to another account (409): explained, and not signed in', async () => {
      await query(
        stack,
        `INSERT INTO participants (name, email) VALUES ('Existing Owner', 'unverified-dup@example.test')`,
      );
      page = await (await openContext(browser, stack)).newPage();
      await page.goto(stack.baseUrl);
      await signInThroughSite(page, 'unverified-dup');
      await expectToast(page, 'Authentication Failed', 'An account with this e-mail address already exists');
      await page.waitForURL(`${stack.baseUrl}/`);
      await page.getByRole('button', { name: 'Register with Google' }).waitFor();
    }, 60_000);

    it('landing page with a fragment error: Authentication Failed', async () => {
      page = await (await openContext(browser, stack)).newPage();
      await page.goto(`${stack.baseUrl}/#error=server_error&error_description=Try%20later`);
      await expectToast(
        page,
        'Authentication Failed',
        'Something went wrong on our side. Please try again in a moment.',
      );
    }, 60_000);

    it('a returning participant with a complete profile is welcomed back and sent to the leaderboard', async () => {
      page = await (await openContext(browser, stack)).newPage();
      await page.goto(stack.baseUrl);
      await signInThroughSite(page, 'Meera Iyer');
      await expectToast(page, 'Welcome back');
      await page.waitForURL(`${stack.baseUrl}/submissions`);
      await page.getByRole('button', { name: 'Sign Out' }).first().click();
      await page.waitForURL(`${stack.baseUrl}/`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeNull();
    }, 60_000);
  });
});
