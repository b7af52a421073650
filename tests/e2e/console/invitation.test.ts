import type { Browser } from 'playwright-core';
import { SmtpInbox } from '../../../api/src/auth/testing/smtp-inbox';
import { eventually } from '../../support/eventually';
import { Stack, startStack } from '../../support/stack';
import { launchBrowser, openContext } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'inviter@console.test', password: 'inviting passphrase 4' };
const JUROR = { email: 'invited-juror@console.test', password: 'my own juror passphrase' };

/**
 * An organiser invites a juror from the console (no password typed for them); the juror follows the link in
 * the e-mail a real SMTP server received, chooses a password and signs in with it; the link then no longer works.
 */
describe('inviting a juror to the console', () => {
  const mailbox = new SmtpInbox();
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    await mailbox.start();
    stack = await startStack({
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Contest <no-reply@contest.test>', NOTIFY_RELAY_INTERVAL_SECONDS: '1' },
    });
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin'); // the first organiser: the command line
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await mailbox.stop();
  }, 60_000);

  it('mails a link with which the juror sets their own password once, then signs in', async () => {
    const context = await openContext(browser, stack);
    try {
      const organiser = await context.newPage();
      await signInToConsole(organiser, stack, ORGANISER.email, ORGANISER.password);
      await organiser.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await organiser.goto(`${stack.baseUrl}/admin/#/accounts/create`);
      await organiser.getByLabel('Email').fill(JUROR.email);
      await organiser.getByLabel('Name').fill('Invited Juror');
      await organiser.getByRole('combobox', { name: 'Role' }).click();
      await organiser.getByRole('option', { name: 'Juror' }).click();
      expect(await organiser.getByLabel('Password').count()).toBe(0);
      await organiser.getByRole('button', { name: 'Save' }).click();
      await organiser.getByText(`Invitation sent to ${JUROR.email}`).waitFor();
      const row = organiser.locator('tbody tr').filter({ hasText: JUROR.email });
      await row.getByText(/^Invitation pending until /).waitFor();
      await row.getByRole('button', { name: 'Resend invitation' }).waitFor();

      const link = await eventually(async () => {
        const mail = mailbox.received.find((m) => m.to.includes(JUROR.email));
        const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const found = text && /(https?:\/\/\S+\/admin\/#\/set-password\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
        if (!found) throw new Error('no invitation mail yet');
        return found;
      });
      expect(link.startsWith(stack.baseUrl)).toBe(true);

      const jurorContext = await openContext(browser, stack);
      try {
        const juror = await jurorContext.newPage();
        await juror.goto(link);
        await juror.getByRole('heading', { name: 'Choose your password' }).waitFor();
        await juror.getByText(JUROR.email).waitFor();
        await juror.getByLabel('New password').fill(JUROR.password);
        await juror.getByLabel('Repeat the password').fill(JUROR.password);
        await juror.getByRole('button', { name: 'Set password' }).click();
        await juror.getByText('Your password is set: sign in with it').waitFor();
        await juror.locator('input[name=username]').fill(JUROR.email);
        await juror.locator('input[name=password]').fill(JUROR.password);
        await juror.getByRole('button', { name: 'Sign in' }).click();
        await juror.getByRole('menuitem', { name: 'Jury assignments' }).waitFor();
        expect(await juror.getByRole('menuitem', { name: 'Console accounts' }).count()).toBe(0);

        await juror.goto(link); // the same link again: spent
        await juror.getByText('This link has already been used: sign in with your password.').waitFor();
        expect(await juror.getByRole('button', { name: 'Set password' }).count()).toBe(0);
      } finally {
        await jurorContext.close();
      }

      await organiser.reload();
      await organiser.locator('tbody tr').filter({ hasText: JUROR.email }).waitFor();
      expect(await organiser.getByText(/^Invitation pending/).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
