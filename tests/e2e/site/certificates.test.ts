import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { signInWithDevProvider, type SignedIn } from '../../support/sign-in';
import { Stack, startStack } from '../../support/stack';
import {
  artifactPath,
  insertEntry,
  launchBrowser,
  openContext,
  query,
  REPO_ROOT,
  seriousAxeViolations,
  signedInContext,
} from './site-browser';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
/** A conjunct (क्ष), a reph (र्म) and the short i drawn before its consonant (कि). */
const HINDI_NAME = 'क्षमा शर्मा किरण';

/**
 * A Round 1 entrant with a Hindi name downloads the certificate the worker issued when Round 1's results were
 * published, and anyone checks it at /certificates/{code} on a phone, in English and in Hindi.
 */
describe('certificates', () => {
  let stack: Stack;
  let browser: Browser;
  let entrant: SignedIn;
  let code: string;

  /** Asks the stack's worker for the issuing sweep now rather than at the next minute, through its own queue. */
  const sweepNow = () => {
    const script = `
      const { Queue } = require('bullmq');
      const queue = new Queue('certificates', { prefix: process.env.PREFIX + ':bull', connection: { url: process.env.REDIS_URL } });
      queue.add('certificates-issue', {}).then(() => queue.close()).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });`;
    const result = spawnSync(process.execPath, ['-e', script], {
      cwd: path.join(REPO_ROOT, 'api'),
      env: { ...process.env, PREFIX: stack.redisPrefix, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`could not queue the sweep: ${result.stderr}`);
  };

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    entrant = await signInWithDevProvider(stack, 'certificate-holder');
    await query(stack, `UPDATE participants SET name = $2 WHERE id = $1`, [entrant.user.id, HINDI_NAME]);
    const entry = await insertEntry(stack, { participantId: entrant.user.id });
    // Round 1 closed with this entrant first and through to the Top 500; the organisers publish its results.
    await query(
      stack,
      `INSERT INTO round_standings (round_id, submission_id, participant_id, rank, score, advanced)
       VALUES (1, $1, $2, 1, 1, true)`,
      [entry.id, entrant.user.id],
    );
    await query(stack, `INSERT INTO round_publications (round_id) VALUES (1)`);
    sweepNow();
    code = await eventually(async () => {
      const [row] = await query<{ code: string }>(
        stack,
        `SELECT code FROM certificates WHERE participant_id = $1 AND kind = 'participation'`,
        [entrant.user.id],
      );
      if (!row) throw new Error('no certificate issued yet');
      return row.code;
    }, 90_000);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('lets the entrant download their certificate from My Submissions, with their Hindi name in it', async () => {
    const context = await signedInContext(browser, stack, entrant, PHONE);
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/submissions`);
    const section = page.getByRole('region', { name: 'My certificates' });
    await section.waitFor({ timeout: 20_000 });
    const item = section.getByRole('listitem').filter({ hasText: 'Participant' });
    await item.getByText(code).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download the certificate “Participant” as a PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    const file = artifactPath(`certificate-${code}.pdf`);
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain(HINDI_NAME);
    expect(text).toContain(code);
    await context.close();
  }, 90_000);

  it.each([
    ['en-IN', 'Certificate verification', 'Valid certificate', 'Participant'],
    ['hi-IN', 'प्रमाण पत्र सत्यापन', 'मान्य प्रमाण पत्र', 'प्रतिभागी'],
  ])(
    'verifies the code for anyone on a 375 px phone (%s), axe clean',
    async (locale, title, status, achievement) => {
      const page = await (await openContext(browser, stack, { ...PHONE, locale })).newPage();
      await page.goto(`${stack.baseUrl}/certificates/${code.toLowerCase().replace(/-/g, '')}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('certificate-status').innerText()).toContain(status);
      expect(await page.getByTestId('certificate-holder').innerText()).toBe(HINDI_NAME);
      expect(await page.getByTestId('certificate-achievement').innerText()).toBe(achievement);
      expect(await page.getByTestId('certificate-code').innerText()).toBe(code);
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.context().close();
    },
    60_000,
  );

  it('shows a Tamil reader the certificate of a holder who uses the site in Tamil in Tamil, as it is printed', async () => {
    await query(stack, `UPDATE participants SET language = 'ta' WHERE id = $1`, [entrant.user.id]);
    try {
      const page = await (await openContext(browser, stack, { ...PHONE, locale: 'ta-IN' })).newPage();
      await page.goto(`${stack.baseUrl}/certificates/${code}`);
      const achievement = page.getByTestId('certificate-achievement');
      await achievement.waitFor({ timeout: 20_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('ta-IN');
      expect(await achievement.innerText()).toBe('பங்கேற்பாளர்');
      expect(await page.getByTestId('certificate-holder').innerText()).toBe(HINDI_NAME);
      await page.context().close();
    } finally {
      await query(stack, `UPDATE participants SET language = 'en' WHERE id = $1`, [entrant.user.id]);
    }
  }, 60_000);
});
