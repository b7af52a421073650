import type { Browser } from 'playwright-core';
import { Stack, startStack } from '../../support/stack';
import { launchBrowser, openContext, query, seriousAxeViolations } from '../site/site-browser';
import { eventually } from '../../support/eventually';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'languages@console.test', password: 'organiser passphrase 3' };
/** The FAQ's second answer ("Any Indian language. English subtitles are mandatory.") as the organiser fixes it (the
 * shipped draft words it otherwise). */
const BENGALI_ANSWER = 'যেকোনো ভারতীয় ভাষা। ইংরেজি সাবটাইটেল বাধ্যতামূলক।';

/**
 * Languages as data in the console: an organiser edits a Bengali FAQ answer beside the English one, sees the
 * Bengali coverage and fallbacks, marks Bengali reviewed and stops offering Assamese; the site in Bengali shows
 * the answer, and its language switch no longer lists Assamese, within the content's cache lifetime (60 s in
 * the API and in nginx).
 */
describe("the organisers' texts in every language, from the console", () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('lets an organiser fix a Bengali FAQ answer that the site then shows in Bengali', async () => {
    const console = await (await openContext(browser, stack)).newPage();
    const site = await (await openContext(browser, stack)).newPage();
    await site.addInitScript(() => window.localStorage.setItem('contest.language', 'bn'));
    try {
      await signInToConsole(console, stack, ORGANISER.email, ORGANISER.password);
      await console.getByRole('menuitem', { name: 'Site content' }).waitFor();
      await console.goto(`${stack.baseUrl}/admin/#/content`);
      await console.getByRole('combobox', { name: 'Edit beside English' }).click();
      await console.getByRole('option', { name: 'Bengali' }).click();

      const answer = console.getByLabel('Answer (Bengali)').nth(1);
      await answer.waitFor();
      // The starting content ships a Bengali draft: the organiser replaces it. Cleared, the field falls back to
      // English, and the coverage and the list under the table say so.
      expect(await answer.inputValue()).not.toBe('');
      const bengali = console.getByRole('row', { name: 'Bengali' });
      const drafted = await bengali.getByRole('cell').nth(1).innerText();
      await answer.fill('');
      await console.getByText(/Shown in English on Bengali pages \(not translated\):.*faq\.1\.answer/).waitFor();
      await eventually(async () => expect(await bengali.getByRole('cell').nth(1).innerText()).not.toBe(drafted));
      expect(await seriousAxeViolations(console)).toEqual([]);

      await answer.fill(BENGALI_ANSWER);
      await eventually(async () => expect(await bengali.getByRole('cell').nth(1).innerText()).toBe(drafted));
      expect(await console.getByText(/Shown in English on Bengali pages.*faq\.1\.answer\b/).count()).toBe(0);
      // Every language shipped a draft, so each is offered: the organiser withdraws Assamese.
      expect(await console.getByRole('checkbox', { name: 'Bengali' }).isChecked()).toBe(true);
      const assamese = console.getByRole('checkbox', { name: 'Assamese' });
      expect(await assamese.isChecked()).toBe(true);
      await assamese.uncheck();
      await bengali.getByRole('combobox', { name: 'Bengali review' }).click();
      await console.getByRole('option', { name: 'Reviewed' }).click();
      await console.getByRole('button', { name: 'Save' }).click();
      await console.getByText('Site content saved').waitFor();

      const [audit] = await query<{ status: string; answer: string; languages: string[] }>(
        stack,
        `SELECT after->'languageStatus'->>'bn' AS status, after->'faq'->1->'answer'->>'bn' AS answer,
                after->'languages' AS languages
           FROM console_audit_log WHERE resource = 'content' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit).toEqual({ status: 'reviewed', answer: BENGALI_ANSWER, languages: expect.arrayContaining(['bn']) });
      expect(audit.languages).not.toContain('as');

      await eventually(async () => {
        await site.goto(stack.baseUrl);
        await site.locator('[role=region]', { hasText: BENGALI_ANSWER }).waitFor({ state: 'attached', timeout: 5_000 });
      }, 150_000);
      expect(await site.evaluate(() => document.documentElement.lang)).toMatch(/^bn/);
      // The header's switch comes from the same content: Bengali still offered, Assamese gone.
      const offered = await site
        .locator('header select option')
        .evaluateAll((options) => [...new Set(options.map((option) => (option as HTMLOptionElement).value))]);
      expect(offered).toContain('bn');
      expect(offered).not.toContain('as');
    } finally {
      await console.context().close();
      await site.context().close();
    }
  }, 300_000);
});
