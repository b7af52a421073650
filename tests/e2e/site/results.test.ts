import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { SignedIn, signInWithDevProvider } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import { adminCreate, consoleToken } from '../console/console-browser';
import {
  artifactPath,
  consolePost,
  insertEntry,
  launchBrowser,
  openContext,
  query,
  seriousAxeViolations,
  signedInContext,
} from './site-browser';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const HINDI: BrowserContextOptions = { ...PHONE, locale: 'hi-IN' };
const ORGANISER = { email: 'publisher@console.test', password: 'publishing passphrase 7' };
/** Facebook's link-preview crawler: it runs no JavaScript. */
const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const HINDI_TITLE = 'पहला चरण: खुली प्रविष्टियाँ';

/**
 * A round's results in public, on a phone, in English and Hindi: nothing before the organisers publish, then
 * the list of published rounds and the round's page with its lines, filters, films on demand and "find me".
 */
describe('the results pages', () => {
  let stack: Stack;
  let browser: Browser;
  let entrant: SignedIn;
  let outsider: SignedIn;
  let token: string;
  let englishTitle: string;

  /** A page as a link-preview crawler reads it: the content of each Open Graph tag of its head. */
  const crawl = async (path: string) => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: { 'user-agent': CRAWLER } });
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    return (key: string) =>
      [...head.matchAll(new RegExp(`<meta property="${key}" content="([^"]*)"`, 'g'))].map((match) => match[1]);
  };

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    token = await consoleToken(stack, ORGANISER.email, ORGANISER.password);
    entrant = await signInWithDevProvider(stack, 'Asha Verma');
    outsider = await signInWithDevProvider(stack, 'Ravi Kumar');
    // Round 1 running, the later rounds after it; the organisers wrote the round's title in Hindi too.
    await query(
      stack,
      `UPDATE rounds SET starts_at = now() - interval '20 days' + (id - 1) * interval '30 days',
              ends_at = now() + interval '10 days' + (id - 1) * interval '30 days', accepts_submissions = (id = 1)`,
    );
    await query(
      stack,
      `UPDATE rounds SET translations = translations
              || jsonb_build_object('hi', COALESCE(translations -> 'hi', '{}') || jsonb_build_object('title', $1::text))
        WHERE id = 1`,
      [HINDI_TITLE],
    );
    [{ title: englishTitle }] = await query<{ title: string }>(stack, `SELECT title FROM rounds WHERE id = 1`);
    await query(stack, `UPDATE participants SET state_province = 'Kerala' WHERE id = $1`, [entrant.user.id]);
    await insertEntry(stack, { participantId: entrant.user.id, category: 'life' });
    await insertEntry(stack, { author: { name: 'Meera Joshi', state: 'Gujarat' }, category: 'action' });
    await insertEntry(stack, { author: { name: 'Kabir Singh', state: 'Punjab' }, category: 'policies' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  let page: Page;
  afterEach(() => page?.context().close());

  it('shows nothing of a closed round until the organisers publish it', async () => {
    await consolePost(stack, token, '/rounds/1/close', { count: 3 });
    page = await (await openContext(browser, stack, PHONE)).newPage();
    await page.goto(`${stack.baseUrl}/results/1`);
    await page.getByRole('heading', { level: 1, name: 'These results are not published (yet)' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(`${stack.baseUrl}/results`);
    await page.getByText('No results have been published yet.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: englishTitle }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 120_000);

  it('lists the published round and shows its lines, filters and films on a phone', async () => {
    await consolePost(stack, token, '/rounds/1/publish');
    page = await (await openContext(browser, stack, PHONE)).newPage();
    // Public answers are micro-cached for a few seconds.
    await eventually(async () => {
      await page.goto(`${stack.baseUrl}/results`);
      await page.getByRole('link', { name: englishTitle }).waitFor({ timeout: 3_000 });
    });
    await page.getByText('Top 3').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The header follows the contest: where it stands, and the results one tap away.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByText('The contest now: Results announced').filter({ visible: true }).waitFor();
    await page.getByRole('link', { name: 'Latest results' }).click();
    await page.waitForURL(`${stack.baseUrl}/results/1`);
    await page.getByRole('heading', { level: 1, name: englishTitle }).waitFor();
    // The landing hero and the leaderboard lead there too.
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('main').getByRole('link', { name: 'Latest results' }).click();
    await page.waitForURL(`${stack.baseUrl}/results/1`);
    await page.goto(`${stack.baseUrl}/submissions`);
    await page.getByText('Where the contest stands: Results announced').waitFor();
    await page.getByRole('link', { name: `${englishTitle}: results` }).click();
    await page.waitForURL(`${stack.baseUrl}/results/1`);
    await page.getByRole('heading', { level: 1, name: englishTitle }).waitFor();
    const lines = page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .getByRole('article');
    await eventually(async () => expect(await lines.count()).toBe(3));
    for (const name of ['Asha V.', 'Meera J.', 'Kabir S.']) await page.getByRole('heading', { name }).waitFor();
    // Rounds 1–2 show the figures the ranking used.
    expect(await lines.first().getByText('Views').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing is wider than the phone (the state list's longest name included).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await page.screenshot({ path: artifactPath('results-round-phone.png'), fullPage: true });

    // A state narrows the list, and the address keeps it for sharing.
    await page.getByLabel('State').selectOption('Gujarat');
    await page.waitForURL(/state=Gujarat/);
    await eventually(async () => expect(await lines.count()).toBe(1));
    await page.getByRole('heading', { name: 'Meera J.' }).waitFor();

    // The film loads only when asked for (Instagram is out of reach here: its link card stays).
    const meera = lines.filter({ hasText: 'Meera J.' });
    const watch = meera.getByRole('button', { name: /^Watch/ });
    expect(await watch.getAttribute('aria-expanded')).toBe('false');
    await watch.click();
    await meera.getByRole('link', { name: /View on Instagram/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 180_000);

  it('finds a signed-in entrant in the list, and tells another they are not in it', async () => {
    page = await (await signedInContext(browser, stack, entrant, PHONE)).newPage();
    await page.goto(`${stack.baseUrl}/results/1?theme=action`);
    await page.getByRole('heading', { name: 'Meera J.' }).waitFor();
    await page.getByRole('button', { name: 'Find me' }).click();
    await page.getByText(/^You are at place \d: your line is highlighted\.$/).waitFor();
    // The filters are cleared to show the entrant's line, marked as theirs.
    await page.waitForURL(`${stack.baseUrl}/results/1`);
    const mine = page.getByRole('article').filter({ hasText: 'Asha V.' });
    await mine.getByText('You', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('results-find-me-phone.png') });
    await page.context().close();

    page = await (await signedInContext(browser, stack, outsider, PHONE)).newPage();
    await page.goto(`${stack.baseUrl}/results/1`);
    await page.getByRole('button', { name: 'Find me' }).click();
    await page.getByText("You're not in this list.").waitFor();
  }, 120_000);

  it("gives link-preview crawlers the round's own tags and image, and nothing of a round not published", async () => {
    const published = await crawl('/results/1');
    expect(published('og:title')).toEqual([expect.stringMatching(new RegExp(`^${englishTitle} — results — `))]);
    expect(published('og:description')).toEqual([expect.stringMatching(/^Top 3: The 3 creators who went through/)]);
    const [image] = published('og:image');
    expect(image).toMatch(/\/api\/v1\/results\/1\/share\.png$/);
    const png = await fetch(`${stack.baseUrl}${new URL(image).pathname}`);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);

    // A round whose results are not published reads exactly like a round that does not exist.
    const unpublished = await crawl('/results/2');
    const unknown = await crawl('/results/999');
    expect(unpublished('og:title')).toHaveLength(1);
    expect(unpublished('og:title')).toEqual(unknown('og:title'));
    expect(unpublished('og:description')).toEqual(unknown('og:description'));
    expect(unpublished('og:image')).toEqual(unknown('og:image'));
    expect(unpublished('og:title')[0]).not.toContain('results');
    expect((await fetch(`${stack.baseUrl}/api/v1/results/2/share.png`)).status).toBe(404);

    // Shared from a Hindi page (/results/1?lang=hi): the organisers' Hindi round title and contest name.
    const contestNameInHindi = (
      (await (await fetch(`${stack.apiUrl}/content/site?lang=hi`)).json()) as {
        contestName: string;
      }
    ).contestName;
    expect((await crawl('/results/1?lang=hi'))('og:title')).toEqual([
      `${HINDI_TITLE} — परिणाम — ${contestNameInHindi}`,
    ]);
    expect((await crawl('/results/1?lang=en'))('og:title')).toEqual(published('og:title'));
  }, 60_000);

  it('reads in Hindi, with the organisers’ Hindi title, on a phone', async () => {
    page = await (await openContext(browser, stack, HINDI)).newPage();
    await page.goto(`${stack.baseUrl}/results`);
    await page.getByRole('heading', { level: 1, name: 'परिणाम' }).waitFor();
    await page.getByRole('link', { name: HINDI_TITLE }).waitFor();
    await page.getByText('शीर्ष 3').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: HINDI_TITLE }).click();
    await page.getByRole('heading', { level: 1, name: HINDI_TITLE }).waitFor();
    await page.getByRole('heading', { name: 'Asha V.' }).waitFor();
    await page.getByRole('button', { name: /^देखें/ }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('results-round-phone-hi.png'), fullPage: true });

    await page.goto(`${stack.baseUrl}/results/4`);
    await page.getByRole('heading', { level: 1, name: 'ये परिणाम (अभी) प्रकाशित नहीं हुए हैं' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 120_000);

  it('gives a winner a page of their own to share, with their own preview and image', async () => {
    // Arranged as the final round's close and publication leave it: its jury ranking frozen, and published.
    const winner = await insertEntry(stack, {
      author: { name: 'Zoya Khan', state: 'Delhi' },
      category: 'philosophy',
      round: 4,
    });
    await query(
      stack,
      `INSERT INTO round_standings (round_id, submission_id, participant_id, rank, score, advanced)
       VALUES (4, $1, $2, 1, 9.5, false)`,
      [winner.id, winner.participantId],
    );
    await query(stack, `INSERT INTO round_publications (round_id) VALUES (4)`);
    page = await (await openContext(browser, stack, PHONE)).newPage();
    // Published behind the console's back, the API's results cache lets it in within its 30 seconds.
    await eventually(
      async () => {
        await page.goto(`${stack.baseUrl}/results/4/${winner.id}`);
        await page.getByRole('heading', { name: 'Zoya K.' }).waitFor({ timeout: 3_000 });
      },
      60_000,
      2_000,
    );
    const line = page.getByRole('article').filter({ hasText: 'Zoya K.' });
    await line.getByRole('button', { name: 'Share' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The page's own loads above had nginx micro-cache the generic tags for a few seconds.
    const tags = await eventually(async () => {
      const crawled = await crawl(`/results/4/${winner.id}`);
      expect(crawled('og:title')).toEqual([expect.stringMatching(/^Zoya K\. — 1st place — /)]);
      return crawled;
    });
    const [image] = tags('og:image');
    expect(image).toMatch(new RegExp(`/api/v1/results/4/lines/${winner.id}/share\\.png$`));
    const png = await fetch(`${stack.baseUrl}${new URL(image).pathname}`);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);

    // Anyone else's address under the final round reads like a round that does not exist, and has no image.
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await crawl(`/results/4/${nobody}`))('og:title')).toEqual((await crawl('/results/999'))('og:title'));
    expect((await fetch(`${stack.baseUrl}/api/v1/results/4/lines/${nobody}/share.png`)).status).toBe(404);
  }, 120_000);
});
