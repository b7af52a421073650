import { call, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { phoneCodesFrom, useAppSendingCodes } from './testing/code-delivery-fakes';

/**
 * Each network (an IPv4 address, an IPv6 /64) has a share of the hour's sign-in SMS: 50, plus 3 per phone code
 * verified from it (this hour and the last), at most 300 (the shipped defaults).
 */
describe("a network's share of the sign-in SMS", () => {
  useTestEnvironment({ OTP_RESEND_COOLDOWN_SECONDS: '0' });
  const { gateway, running } = useAppSendingCodes();

  const { from, freshNumber, startSignIn, verifySignIn } = phoneCodesFrom(() => running().api, gateway);

  it("grows a shared address's share with the codes verified from it", async () => {
    // A carrier's address fronting many honest people: each who asks for a code types it in.
    const carrier = '100.64.0.1';
    for (let i = 0; i < 50; i++) {
      const phone = freshNumber();
      expect((await startSignIn(phone, carrier)).status).toBe(200);
      if (i < 10) expect((await verifySignIn(phone, carrier)).status).toBe(200);
    }
    // Ten verified codes made room for thirty more sign-ins this hour (3 each), and no more.
    for (let i = 0; i < 30; i++) expect((await startSignIn(freshNumber(), carrier)).status).toBe(200);
    expect((await startSignIn(freshNumber(), carrier)).status).toBe(429);
  });

  it('keys an IPv6 network by its /64: its addresses share one share, the next /64 has its own', async () => {
    for (let i = 0; i < 50; i++) {
      const address = `2001:db8:24:1:${(i + 1).toString(16)}::${i % 3}`;
      expect((await startSignIn(freshNumber(), address)).status).toBe(200);
    }
    const sameNetwork = await startSignIn(freshNumber(), '2001:db8:24:1:ffff:ffff:ffff:fffe');
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.body.error.code).toBe('rate_limited');
    expect((await startSignIn(freshNumber(), '2001:db8:24:2::1')).status).toBe(200);
  });

  it('gives back the share of an SMS the gateway refused', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 49; i++) expect((await startSignIn(freshNumber(), address)).status).toBe(200);
    gateway.failWith = 500;
    try {
      expect((await startSignIn(freshNumber(), address)).status).toBe(502);
    } finally {
      gateway.failWith = null;
    }
    expect((await startSignIn(freshNumber(), address)).status).toBe(200);
    expect((await startSignIn(freshNumber(), address)).status).toBe(429);
  });

  it('grows a share no further than SMS_NETWORK_HOURLY_SHARE_MAX', async () => {
    Object.assign(process.env, {
      SMS_NETWORK_HOURLY_SHARE: '2',
      SMS_NETWORK_SHARE_PER_VERIFIED: '5',
      SMS_NETWORK_HOURLY_SHARE_MAX: '4',
    });
    const capped = await startApp();
    const start = (phone: string) =>
      call(`${capped.api}/auth/otp/start`, { body: { phone }, headers: from('100.64.9.9') });
    try {
      const first = freshNumber();
      expect((await start(first)).status).toBe(200);
      expect((await start(freshNumber())).status).toBe(200);
      expect((await start(freshNumber())).status).toBe(429);
      const verified = await call(`${capped.api}/auth/otp/verify`, {
        body: { phone: first, code: gateway.codeFor(first) },
        headers: from('100.64.9.9'),
      });
      expect(verified.status).toBe(200);
      // One verified code would add 5; the ceiling leaves room for 2 more.
      expect((await start(freshNumber())).status).toBe(200);
      expect((await start(freshNumber())).status).toBe(200);
      expect((await start(freshNumber())).status).toBe(429);
    } finally {
      for (const name of [
        'SMS_NETWORK_HOURLY_SHARE',
        'SMS_NETWORK_SHARE_PER_VERIFIED',
        'SMS_NETWORK_HOURLY_SHARE_MAX',
      ]) {
        delete process.env[name];
      }
      await capped.close();
    }
  });
});
