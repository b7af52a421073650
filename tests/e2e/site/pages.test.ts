import { readFileSync } from 'node:fs';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { SignedIn, signInWithDevProvider } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import {
  artifactPath,
  enqueueRankRecompute,
  expectToast,
  insertEntry,
  launchBrowser,
  openContext,
  query,
  seriousAxeViolations,
  signedInContext,
} from './site-browser';
import { eventually } from '../../support/eventually';

const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** Every route's accessibility, the failure states, the small-screen behaviour, and the landing page's fit. */
describe('the public site: pages, failures, small screens and accessibility', () => {
  let stack: Stack;
  let browser: Browser;
  let participant: SignedIn;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    participant = await signInWithDevProvider(stack, 'Anil Verma');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  let page: Page;
  afterEach(() => page?.context().close());

  it('has no serious or critical axe violation on any route', async () => {
    const visitor = await (await openContext(browser, stack)).newPage();
    const routes: [string, string][] = [
      ['/', 'Create an AI film'],
      ['/submissions', 'Top 500 Leaderboard'],
      ['/submission-success', 'Hello, Creator'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/no-such-page', 'This page is not part of the contest'],
    ];
    const found: Record<string, string[]> = {};
    for (const [route, heading] of routes) {
      await visitor.goto(`${stack.baseUrl}${route}`);
      await visitor.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
      await visitor.waitForLoadState('networkidle');
      found[route] = await seriousAxeViolations(visitor);
    }
    // The FAQ open, and the leaderboard's detail dialog open (samples: the board is empty here).
    await visitor.goto(stack.baseUrl);
    await visitor.getByRole('button', { name: 'Who can take part?' }).click();
    found['/ (FAQ open)'] = await seriousAxeViolations(visitor);
    await visitor.goto(`${stack.baseUrl}/submissions`);
    await visitor.getByRole('button', { name: 'Sample entry: Life' }).click();
    await visitor.getByRole('dialog').waitFor();
    found['/submissions (dialog)'] = await seriousAxeViolations(visitor);

    // The callback screen while the exchange is in flight.
    await visitor.route('**/api/v1/auth/google', () => undefined);
    await visitor.goto(`${stack.baseUrl}/auth/google/callback#code=${'A'.repeat(43)}`);
    await visitor.getByText('Signing you in…').waitFor();
    found['/auth/google/callback'] = await seriousAxeViolations(visitor);
    await visitor.context().close();

    // Signed in with an incomplete profile: the registration form and /complete-profile.
    const member = await (await signedInContext(browser, stack, participant)).newPage();
    await member.goto(`${stack.baseUrl}/complete-profile`);
    await member.getByLabel('State or union territory').waitFor();
    found['/complete-profile'] = await seriousAxeViolations(member);
    await member.goto(`${stack.baseUrl}/#registration`);
    await member.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    found['/ (registration form)'] = await seriousAxeViolations(member);
    page = member;

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((route) => [route, []])));
  }, 180_000);

  it('shows the 404 page for an unknown path and logs the path', async () => {
    page = await (await openContext(browser, stack)).newPage();
    const logged: string[] = [];
    page.on('console', (message: ConsoleMessage) => logged.push(message.text()));
    await page.goto(`${stack.baseUrl}/nowhere/at-all`);
    await page.getByRole('heading', { name: 'This page is not part of the contest' }).waitFor();
    expect(logged.some((line) => line.includes('/nowhere/at-all'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Create an AI film/ }).waitFor();
  }, 60_000);

  it('API down: labelled sample entries and Try Again, then the real board once it answers', async () => {
    page = await (await openContext(browser, stack)).newPage();
    let refused = 0;
    await page.route('**/api/v1/leaderboard?*', (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    await page.goto(`${stack.baseUrl}/submissions`);
    await expectToast(page, 'Failed to load leaderboard', 'Using sample data. Please try again later.');
    await page.getByRole('alert').filter({ hasText: 'The leaderboard could not be loaded' }).waitFor();
    await page.getByText('Sample entries: these are not real submissions.').waitFor();
    const samples = page.getByRole('region', { name: 'Sample entries (not real submissions)' });
    expect(await samples.getByRole('article').count()).toBe(4);
    for (const card of await samples.getByRole('article').all()) {
      expect(await card.getAttribute('aria-label')).toContain('sample, not a real submission');
    }

    // The API is back with a ranked entry: Try Again loads it and the samples disappear.
    await rankOneEntry(stack, participant);
    await eventually(async () => {
      const board = (await (await fetch(`${stack.apiUrl}/leaderboard?limit=100`)).json()) as { items: unknown[] };
      expect(board.items).toHaveLength(1);
    }, 60_000);
    // The query's own retries (the first load and 3 more) must be spent, or one would replace the error by
    // itself once the API answers and Try Again would not be what loaded the board.
    await eventually(async () => expect(refused).toBe(4), 60_000);
    await page.unroute('**/api/v1/leaderboard?*');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('region', { name: 'Leaderboard entries' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Sample entries: these are not real submissions.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
  }, 120_000);

  it('on a 375 px screen: the floating bar after the hero, hidden in registration; carousels advance and pause', async () => {
    page = await (await openContext(browser, stack, MOBILE)).newPage();
    await page.goto(stack.baseUrl);
    const bar = page.getByTestId('floating-bar');
    await page.getByRole('heading', { level: 1, name: /Create an AI film/ }).waitFor();
    expect(await bar.getAttribute('aria-hidden')).toBe('true');

    await page.locator('#competition').scrollIntoViewIfNeeded();
    await eventually(async () => expect(await bar.getAttribute('aria-hidden')).toBe('false'), 5_000, 100);
    await bar.getByRole('button', { name: 'Sign In' }).waitFor();
    await bar.getByRole('button', { name: 'Register Now' }).waitFor();

    await page.evaluate(() => document.getElementById('registration')?.scrollIntoView({ block: 'center' }));
    await eventually(async () => expect(await bar.getAttribute('aria-hidden')).toBe('true'), 5_000, 100);

    // The rounds carousel advances by itself (every 3 s) ...
    const rounds = page.getByRole('region', { name: 'Contest rounds' });
    await page.mouse.move(0, 0);
    const current = async () =>
      rounds.locator('[aria-roledescription="slide"][aria-current="true"]').getAttribute('aria-label');
    await rounds.scrollIntoViewIfNeeded();
    // A busy machine may take longer than a slide between two looks, so: it moves on from the slide shown.
    const shown = await current();
    expect(shown).toMatch(/^[1-4] of 4$/);
    await eventually(async () => expect(await current()).not.toBe(shown), 8_000, 200);

    // ... and stays put once paused.
    await rounds.getByRole('button', { name: /Pause/ }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await rounds.getByRole('button', { name: /Play/ }).waitFor();
    // A slide change already under way when Pause was pressed may still finish: read once the slide has settled.
    let paused: string | null = null;
    await eventually(async () => {
      const before = await current();
      await page.waitForTimeout(1_000);
      expect(await current()).toBe(before);
      paused = before;
    }, 10_000);
    await page.waitForTimeout(4_000);
    expect(await current()).toBe(paused);

    // The categories carousel exists too, with its own controls.
    await page.getByRole('region', { name: 'Film categories' }).getByRole('button', { name: 'Next slide' }).waitFor();
  }, 90_000);

  it('makes a jump to a section asked for before the sections below the hero have arrived', async () => {
    page = await (await openContext(browser, stack, MOBILE)).newPage();
    // The sections' chunk is held back, so the hero's button is surely tapped before they exist.
    let releaseChunk = (): void => undefined;
    const held = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route('**/assets/LandingSections-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(stack.baseUrl);
    await page.getByRole('button', { name: 'Exciting Prizes' }).click();
    expect(await page.locator('#awards').count()).toBe(0);
    releaseChunk();
    await eventually(async () => {
      const top = await page.locator('#awards').evaluate((section) => section.getBoundingClientRect().top);
      expect(Math.abs(top)).toBeLessThan(100);
    }, 15_000);
    expect(await page.locator('#awards').evaluate((section) => section === document.activeElement)).toBe(true);
  }, 60_000);

  it('does not rotate carousels for visitors who prefer reduced motion', async () => {
    page = await (await openContext(browser, stack, { ...MOBILE, reducedMotion: 'reduce' })).newPage();
    await page.goto(stack.baseUrl);
    const rounds = page.getByRole('region', { name: 'Contest rounds' });
    await rounds.scrollIntoViewIfNeeded();
    await rounds.getByRole('button', { name: /Play/ }).waitFor();
    await page.waitForTimeout(4_000);
    expect(await rounds.locator('[aria-roledescription="slide"][aria-current="true"]').getAttribute('aria-label')).toBe(
      '1 of 4',
    );
  }, 60_000);

  it('privacy page: a participant downloads their data, then deletes the account', async () => {
    const leaving = await signInWithDevProvider(stack, 'Leaving Participant');
    page = await (await signedInContext(browser, stack, leaving, { acceptDownloads: true })).newPage();
    await page.goto(`${stack.baseUrl}/privacy`);
    await page.getByText('Last updated 15 September 2025').waitFor();
    await page
      .getByText(/Digital Personal Data Protection Act, 2023/)
      .first()
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(exported.profile.id).toBe(leaving.user.id);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByRole('button', { name: /Delete permanently/ }).click();
    await expectToast(page, 'Account deleted');
    await page.waitForURL(`${stack.baseUrl}/`);
    expect(await query(stack, 'SELECT id FROM participants WHERE id = $1', [leaving.user.id])).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  }, 60_000);

  it('fits the landing page to a desktop and a phone: no sideways scroll, the title on the first screen', async () => {
    for (const [name, options] of [
      ['landing-desktop.png', { viewport: { width: 1440, height: 900 } }],
      ['landing-mobile.png', MOBILE],
    ] as const) {
      const shot = await (await openContext(browser, stack, { ...options, reducedMotion: 'reduce' })).newPage();
      await shot.goto(stack.baseUrl);
      await shot.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      await shot.waitForLoadState('networkidle');
      // Nothing wider than the screen (a phone would scroll sideways), and the whole title seen without
      // scrolling, neither cut at the edge nor pushed below the first screen.
      const widest = await shot.evaluate(() => document.documentElement.scrollWidth);
      expect({ name, widest }).toEqual({ name, widest: options.viewport.width });
      const title = await shot.getByRole('heading', { level: 1, name: /Create an AI film/ }).boundingBox();
      const { width, height } = options.viewport;
      expect({
        name,
        inside: title && title.x >= 0 && title.x + title.width <= width && title.y + title.height <= height,
      }).toEqual({ name, inside: true });
      // Kept as CI artifacts for a person to look at.
      await shot.screenshot({ path: artifactPath(name), fullPage: true });
      await shot.context().close();
    }
  }, 90_000);
});

/** One verified entry on the board, through the worker's recompute. */
async function rankOneEntry(stack: Stack, participant: SignedIn): Promise<void> {
  await insertEntry(stack, { participantId: participant.user.id, shortcode: 'Cranked0001' });
  enqueueRankRecompute(stack);
}
