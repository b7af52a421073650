import { call } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { phoneCodesFrom, useAppSendingCodes } from './testing/code-delivery-fakes';

/**
 * Issue #24: a few addresses asking codes for numbers they do not hold must not spend the hour's SMS for
 * everyone. Defaults apply except the budget: 300 an hour, 20 % of it kept for signed-in people, and a base
 * share of 50 sign-in SMS per network (an IPv4 address, an IPv6 /64).
 */
describe('the SMS budget cannot be emptied by a few addresses', () => {
  useTestEnvironment({ OTP_RESEND_COOLDOWN_SECONDS: '0', SMS_HOURLY_BUDGET: '300' });
  const { gateway, inbox, running } = useAppSendingCodes();

  const { from, freshNumber, startSignIn, verifySignIn } = phoneCodesFrom(() => running().api, gateway);

  /** A participant signed in by an e-mail code: no phone on the account. */
  async function signedInByEmail(email: string): Promise<string> {
    const address = from('198.51.100.200');
    expect((await call(`${running().api}/auth/email`, { body: { email }, headers: address })).status).toBe(200);
    const signedIn = await call(`${running().api}/auth/otp/verify`, {
      body: { email, code: inbox.codeFor(email) },
      headers: address,
    });
    expect(signedIn.status).toBe(200);
    return signedIn.body.accessToken as string;
  }

  // 400 requests through the whole HTTP stack: more than the default 30 s on a loaded 2-core machine.
  it('keeps codes flowing after 400 requests to distinct numbers from 4 addresses', async () => {
    const pumps = ['203.0.113.10', '203.0.113.11', '198.51.100.12', '192.0.2.13'];
    const answers = await Promise.all(
      pumps.map(async (address) => {
        const statuses: number[] = [];
        for (let i = 0; i < 100; i++) statuses.push((await startSignIn(freshNumber(), address)).status);
        return statuses;
      }),
    );
    // Each network got its base share and no more: 200 SMS paid for, not the hour's 300.
    for (const statuses of answers) {
      expect(statuses.filter((status) => status === 200)).toHaveLength(50);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    }
    expect(gateway.received).toHaveLength(200);
    const refused = await startSignIn(freshNumber(), pumps[0]);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'rate_limited',
      message:
        'Too many SMS codes were requested from your network this hour. Please try again later or sign in another way.',
      details: { retryAfterSeconds: expect.any(Number) },
    });

    // A newcomer from a fifth address signs in by phone.
    const newcomer = freshNumber();
    expect((await startSignIn(newcomer, '203.0.113.50')).status).toBe(200);
    expect((await verifySignIn(newcomer, '203.0.113.50')).status).toBe(200);

    // Someone signed in another way verifies a mobile (from one of the pumping addresses, even).
    const token = await signedInByEmail('voter@example.com');
    const mobile = freshNumber();
    const started = await call(`${running().api}/me/phone/start`, {
      token,
      body: { phone: mobile },
      headers: from(pumps[1]),
    });
    expect(started.status).toBe(200);
    expect(gateway.received.at(-1)!.message).toMatch(/verification code/);
    const verified = await call(`${running().api}/me/phone/verify`, {
      token,
      body: { phone: mobile, code: gateway.codeFor(mobile) },
      headers: from(pumps[1]),
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ phone: mobile });
  }, 120_000);

  it('caps verification codes per account, so one account cannot spend the reserve on many numbers', async () => {
    const token = await signedInByEmail('ravi@example.com');
    const start = () =>
      call(`${running().api}/me/phone/start`, { token, body: { phone: freshNumber() }, headers: from('203.0.113.90') });
    for (let i = 0; i < 5; i++) expect((await start()).status).toBe(200);
    const capped = await start();
    expect(capped.status).toBe(429);
    expect(capped.body.error.code).toBe('rate_limited');
    // Another account on the same address is not held back by it.
    const other = await signedInByEmail('meera@example.com');
    const theirs = await call(`${running().api}/me/phone/start`, {
      token: other,
      body: { phone: freshNumber() },
      headers: from('203.0.113.90'),
    });
    expect(theirs.status).toBe(200);
  });
});
