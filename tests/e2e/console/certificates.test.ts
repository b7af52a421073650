import type { Browser } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { Stack, startStack } from '../../support/stack';
import { insertEntry, launchBrowser, openContext, query, seriousAxeViolations } from '../site/site-browser';
import { adminCreate, signInToConsole } from './console-browser';

const ORGANISER = { email: 'certificates-organiser@console.test', password: 'certificates organiser passphrase 5' };

/**
 * An organiser finds a certificate by its code in the console, revokes it with a reason (the public page then
 * says so), and reissues it under a new code with the holder's corrected name.
 */
describe('certificates in the console', () => {
  let stack: Stack;
  let browser: Browser;
  let holderId: string;
  let code: string;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    const entry = await insertEntry(stack, { author: { name: 'Arjun Mehra' } });
    holderId = entry.participantId;
    [{ code }] = await query<{ code: string }>(
      stack,
      `INSERT INTO certificates (participant_id, submission_id, kind, round_id, holder_name)
       VALUES ($1, $2, 'participation', 1, 'Arjun Mehra') RETURNING code`,
      [holderId, entry.id],
    );
    await query(stack, `INSERT INTO round_publications (round_id) VALUES (1)`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('revokes a certificate with a reason and reissues it under a new code, the holder told each time', async () => {
    const context = await openContext(browser, stack);
    const page = await context.newPage();
    try {
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.getByRole('menuitem', { name: 'Certificates' }).click();
      // The filter's box, not the grid's "Sort by code" button that may already be there.
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code.replace(/-/g, '').toLowerCase());
      const row = page.locator('.RaDatagrid-table tbody tr').first();
      await row.getByText('Arjun Mehra').waitFor();
      expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('Participation');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await row.click();

      await page.getByText('The code verifies').waitFor();
      await page.getByRole('button', { name: 'Revoke' }).click();
      const dialog = page.getByRole('dialog', { name: `Revoke ${code}` });
      await dialog.getByLabel('Reason (the holder reads it)').fill('Issued to the wrong entrant');
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await page.getByText('Revoked by the organisers: Issued to the wrong entrant').waitFor();

      const site = await context.newPage();
      await site.goto(`${stack.baseUrl}/certificates/${code}`);
      await site.getByText('The organisers have revoked this certificate.').waitFor({ timeout: 20_000 });
      await site.close();

      await query(stack, `UPDATE participants SET name = 'Arjun K. Mehra' WHERE id = $1`, [holderId]);
      await page.getByRole('button', { name: 'Reissue' }).click();
      await page.getByText('The code verifies').waitFor();
      await page.getByText('Arjun K. Mehra').first().waitFor();
      const [reissued] = await query<{ code: string }>(
        stack,
        `SELECT replaced_by AS code FROM certificates WHERE code = $1`,
        [code],
      );
      expect(reissued.code).not.toBe(code);
      await page.getByText(reissued.code).first().waitFor();

      const told = await eventually(async () => {
        const rows = await query<{ kind: string }>(
          stack,
          `SELECT kind FROM notifications WHERE participant_id = $1 AND channel = 'site' ORDER BY created_at`,
          [holderId],
        );
        if (rows.length < 2) throw new Error('the holder is not told yet');
        return rows.map((row) => row.kind);
      });
      expect(told).toEqual(['certificate_revoked', 'certificate_reissued']);
      const audit = await query<{ action: string }>(
        stack,
        `SELECT action FROM console_audit_log WHERE resource = 'certificates' ORDER BY id`,
      );
      expect(audit.map((entry) => entry.action)).toEqual(['certificate.revoke', 'certificate.reissue']);
    } finally {
      await context.close();
    }
  }, 120_000);
});
