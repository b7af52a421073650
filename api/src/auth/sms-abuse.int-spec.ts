import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { SmsGateway } from './testing/sms-gateway';

describe('SMS pumping: codes go only to the contest country, within an hourly budget', () => {
  useTestEnvironment({ OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_HOURLY_LIMIT_PER_IP: '1000', SMS_HOURLY_BUDGET: '2' });
  const gateway = new SmsGateway();
  let running: RunningApp;

  beforeAll(async () => {
    await gateway.start();
    Object.assign(process.env, { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: gateway.url });
    running = await startApp();
  });
  afterAll(async () => {
    await running?.close();
    await gateway.stop();
  });

  const start = (phone: string) => call(`${running.api}/auth/otp/start`, { body: { phone } });

  it.each(['+1 415 555 2671', '+234 803 123 4567', '+880 1712 345678', '+44 7911 123456'])(
    'refuses %s with 400 naming the accepted country, and texts nothing',
    async (phone) => {
      const res = await start(phone);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details.fields.phone).toEqual(['codes can be sent only to mobile numbers of India (+91)']);
      const verify = await call(`${running.api}/auth/otp/verify`, { body: { phone, code: '123456' } });
      expect(verify.status).toBe(400);
      expect(verify.body.error.code).toBe('validation_failed');
      expect(gateway.received).toEqual([]);
    },
  );

  it('answers 503 sms_budget_exhausted once the hourly budget is spent, sending nothing more', async () => {
    // A send the gateway refused does not count against the budget.
    gateway.failWith = 500;
    expect((await start('9876543210')).status).toBe(502);
    gateway.failWith = null;
    expect((await start('9876543210')).status).toBe(200);
    expect((await start('9123456789')).status).toBe(200);
    expect(gateway.received).toHaveLength(2);

    const refused = await start('9988776655');
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('sms_budget_exhausted');
    expect(refused.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(gateway.received).toHaveLength(2);
    // No code was kept for the refused number, and every number stays refused until the hour ends.
    const verify = await call(`${running.api}/auth/otp/verify`, { body: { phone: '9988776655', code: '123456' } });
    expect(verify.body.error.code).toBe('code_expired');
    expect((await start('9876543210')).status).toBe(503);
    expect(gateway.received).toHaveLength(2);
  });
});
