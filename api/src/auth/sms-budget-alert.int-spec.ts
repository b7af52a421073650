import { call } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, TestDatabase } from '../../test/harness/console-fixtures';
import { useAppSendingCodes } from './testing/code-delivery-fakes';

/**
 * A budget of 10 SMS an hour: 2 (20 %) kept for signed-in people verifying a mobile, so sign-in codes stop at 8;
 * organisers are alerted at 8 (80 %), once in the hour.
 */
describe('the SMS budget keeps a reserve for signed-in people and alerts organisers when it runs hot', () => {
  const env = useTestEnvironment({ OTP_RESEND_COOLDOWN_SECONDS: '0', SMS_HOURLY_BUDGET: '10' });
  const { gateway, inbox, running } = useAppSendingCodes();
  let db: TestDatabase;

  beforeAll(async () => {
    db = await database(env.databaseUrl);
  });
  afterAll(() => db?.end());

  const alerts = () =>
    db.rows(`SELECT account_id, channel, params FROM notifications WHERE kind = 'sms_budget_running_hot'`);

  it('sends sign-in codes up to the reserve, alerts once, and still verifies mobiles from the reserve', async () => {
    const organisers = [await consoleAccount(running().app, running().api, 'admin')];
    organisers.push(await consoleAccount(running().app, running().api, 'admin'));
    await consoleAccount(running().app, running().api, 'jury');

    for (let i = 1; i <= 7; i++) {
      const started = await call(`${running().api}/auth/otp/start`, {
        body: { phone: `+91980000000${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(started.status).toBe(200);
    }
    expect(await alerts()).toEqual([]);
    const eighth = await call(`${running().api}/auth/otp/start`, {
      body: { phone: '+919800000008' },
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(eighth.status).toBe(200);
    // 8 of 10 spent: one e-mail to each enabled admin account (jurors are not told).
    const written = await alerts();
    expect(written.map((row) => row.account_id).sort()).toEqual(organisers.map((account) => account.id).sort());
    for (const row of written) {
      expect(row.channel).toBe('email');
      expect(row.params).toEqual({ smsSent: '8', smsBudget: '10' });
    }

    // The sign-in part is spent for everyone, whatever their network's share.
    const refused = await call(`${running().api}/auth/otp/start`, {
      body: { phone: '+919800000009' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('sms_budget_exhausted');
    expect(refused.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(gateway.received).toHaveLength(8);

    // Someone signed in by e-mail verifies a mobile from the reserve.
    expect((await call(`${running().api}/auth/email`, { body: { email: 'asha@example.com' } })).status).toBe(200);
    const signedIn = await call(`${running().api}/auth/otp/verify`, {
      body: { email: 'asha@example.com', code: inbox.codeFor('asha@example.com') },
    });
    const token = signedIn.body.accessToken as string;
    const start = (phone: string) => call(`${running().api}/me/phone/start`, { token, body: { phone } });
    expect((await start('+919800000010')).status).toBe(200);
    const verified = await call(`${running().api}/me/phone/verify`, {
      token,
      body: { phone: '+919800000010', code: gateway.codeFor('+919800000010') },
    });
    expect(verified.status).toBe(200);

    // The reserve is the budget's last part: then verification codes stop too. No second alert this hour.
    expect((await start('+919800000011')).status).toBe(200);
    const spent = await start('+919800000012');
    expect(spent.status).toBe(503);
    expect(spent.body.error.code).toBe('sms_budget_exhausted');
    expect(gateway.received).toHaveLength(10);
    expect(await alerts()).toHaveLength(2);

    // The console's dashboard shows the hour's spending where organisers look.
    const dashboard = await call(`${running().api}/admin/dashboard`, { token: organisers[0].token });
    expect(dashboard.body.smsBudget).toEqual({
      sentThisHour: 10,
      hourlyBudget: 10,
      signInCeiling: 8,
      alertAt: 8,
      runningHot: true,
    });
  });
});
