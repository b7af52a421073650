import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { signInWithDevProvider, type SignedIn } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import { adminCreate, consoleToken } from '../console/console-browser';
import { expectToast, insertEntry, launchBrowser, query, seriousAxeViolations, signedInContext } from './site-browser';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const ADMIN = { email: 'grievance-officer@contest.test', password: 'a long and careful password' };

/**
 * A grievance from raised to answered: an entrant whose film was rejected raises one from My Submissions on a
 * phone, an organiser answers it through the console's API, and the entrant reads the answer on the site, in
 * English and in Hindi, with no serious accessibility problem on the way.
 */
describe('grievances on the site', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let me: SignedIn;
  let entryId: string;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ADMIN.email, ADMIN.password, 'admin');
    me = await signInWithDevProvider(stack, 'Meera Pillai');
    await query(
      stack,
      `UPDATE participants SET name = 'Meera Pillai', state_province = 'Kerala', creator_category = 'nano_influencer',
              instagram_handle = 'meera.films' WHERE id = $1`,
      [me.user.id],
    );
    ({ id: entryId } = await insertEntry(stack, { participantId: me.user.id, status: 'rejected' }));
    await query(stack, `UPDATE submissions SET status_reason = 'The caption lacks the hashtags' WHERE id = $1`, [
      entryId,
    ]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  afterEach(() => page?.context().close());

  it('lets a rejected entrant raise a grievance from My Submissions on a phone, and shows the answer', async () => {
    page = await (await signedInContext(browser, stack, me, { ...PHONE, locale: 'en-IN' })).newPage();
    await page.goto(`${stack.baseUrl}/submissions`);
    await page.getByText('The caption lacks the hashtags').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Disagree? Raise a grievance about this decision' }).click();

    await page.getByRole('heading', { level: 1, name: 'Grievances' }).waitFor({ timeout: 20_000 });
    await page.getByText('We answer every grievance within 30 days.', { exact: false }).waitFor();
    // The entry the link came from is already chosen; a blank message is refused on the page.
    expect(await page.getByLabel('What is it about?').inputValue()).toBe('entry_decision');
    expect(await page.getByLabel('Entry').inputValue()).toBe(entryId);
    await page.getByRole('button', { name: 'Send grievance' }).click();
    await page.getByText('Write your grievance.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Your grievance').fill('The hashtags are in the first comment; please look again.');
    await page.getByRole('button', { name: 'Send grievance' }).click();
    await expectToast(page, 'Grievance sent');
    const list = page.getByRole('region', { name: 'My grievances' });
    await list.getByText('No answer yet.', { exact: false }).waitFor();
    await list.getByText('Received', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const [{ id }] = await query<{ id: string }>(stack, `SELECT id FROM grievances WHERE submission_id = $1`, [
      entryId,
    ]);
    // The list shows the reference every message about the grievance quotes.
    await list.getByText(`G-${id.slice(0, 8).toUpperCase()}`, { exact: true }).waitFor();

    // An organiser answers it through the console's API.
    const token = await consoleToken(stack, ADMIN.email, ADMIN.password);
    const answered = await fetch(`${stack.apiUrl}/admin/grievances/${id}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ reply: 'You are right: your entry is back in the verification queue.' }),
    });
    expect(answered.status).toBe(200);
    const told = await query(
      stack,
      `SELECT channel FROM notifications WHERE participant_id = $1 AND kind = 'grievance_answered'`,
      [me.user.id],
    );
    expect(told.map((row) => row.channel)).toContain('site');

    await page.reload();
    await list.getByText('You are right: your entry is back in the verification queue.').waitFor({ timeout: 20_000 });
    await list.getByText('Answered', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 120_000);

  it('reads the same page in Hindi on a phone, reached from the privacy page, with no serious axe violation', async () => {
    page = await (await signedInContext(browser, stack, me, { ...PHONE, locale: 'hi-IN' })).newPage();
    await page.goto(`${stack.baseUrl}/privacy`);
    await page.getByRole('link', { name: 'अपने व्यक्तिगत डेटा के बारे में शिकायत दर्ज करें' }).click();
    await page.getByRole('heading', { level: 1, name: 'शिकायतें' }).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('यह किस बारे में है?').inputValue()).toBe('personal_data');
    await page.getByRole('region', { name: 'मेरी शिकायतें' }).getByText('उत्तर दिया गया', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 120_000);

  it('turns sending off, saying why, once as many grievances wait for an answer as the API takes', async () => {
    // GRIEVANCE_MAX_OPEN is 5 by default; the one raised above is answered, so it counts for nothing.
    await query(
      stack,
      `INSERT INTO grievances (participant_id, topic, message, due_at)
       SELECT $1, 'other', 'Waiting ' || n, now() + interval '30 days' FROM generate_series(1, 5) AS n`,
      [me.user.id],
    );
    page = await (await signedInContext(browser, stack, me, { ...PHONE, locale: 'en-IN' })).newPage();
    await page.goto(`${stack.baseUrl}/grievances`);
    await page.getByText('You already have as many grievances waiting for an answer', { exact: false }).waitFor({
      timeout: 20_000,
    });
    expect(await page.getByRole('button', { name: 'Send grievance' }).isDisabled()).toBe(true);
  }, 120_000);
});
