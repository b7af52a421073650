import { createHttpApp } from '../http-app';
import { call, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';

const UNSET = ['SMS_PROVIDER', 'SMS_WEBHOOK_URL', 'SMTP_URL', 'MAIL_FROM', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];

describe('sign-in channels without their settings', () => {
  useTestEnvironment();
  beforeEach(() => {
    for (const name of UNSET) delete process.env[name];
  });

  it('in production, switches each channel off with 503 and reports it in the health check', async () => {
    process.env.NODE_ENV = 'production';
    const running = await startApp();
    try {
      for (const [path, body] of [
        ['/auth/otp/start', { phone: '9876543210' }],
        ['/auth/phone', { phone: '9876543210' }],
        ['/auth/email', { email: 'a@example.com' }],
        ['/auth/otp/verify', { phone: '9876543210', code: '123456' }],
        ['/auth/google/url', undefined],
      ] as const) {
        const res = await call(`${running.api}${path}`, { body });
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('sign_in_method_unavailable');
        expect(res.body.error.message).toBe(
          'This sign-in method is not available at the moment. Please use another one.',
        );
      }
      const health = await call(`${running.api}/health/health`);
      expect(health.status).toBe(200);
      expect(health.body.checks).toMatchObject({
        sign_in_google: { status: 'disabled', reason: 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are not set' },
        sign_in_phone: { status: 'disabled', reason: 'SMS_PROVIDER is not set' },
        sign_in_email: { status: 'disabled', reason: 'SMTP_URL is not set' },
      });
    } finally {
      await running.close();
    }
  });

  it('in production, an SMTP server without MAIL_FROM and a webhook without its URL are off too', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', SMS_PROVIDER: 'webhook' });
    const running = await startApp();
    try {
      const health = await call(`${running.api}/health/health`);
      expect(health.body.checks.sign_in_email).toEqual({ status: 'disabled', reason: 'MAIL_FROM is not set' });
      expect(health.body.checks.sign_in_phone).toEqual({
        status: 'disabled',
        reason: 'SMS_PROVIDER=webhook but SMS_WEBHOOK_URL is not set',
      });
    } finally {
      await running.close();
    }
  });

  it('refuses to start in production with SMS_PROVIDER=log, which would write codes to the log', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', SMS_PROVIDER: 'log' });
    await expect(createHttpApp({ logs: false })).rejects.toThrow(
      /SMS_PROVIDER=log .* refused when NODE_ENV=production/,
    );
  });

  it('in development, writes codes to the log instead of sending them', async () => {
    process.env.NODE_ENV = 'development';
    const running = await startApp();
    try {
      expect((await call(`${running.api}/auth/phone`, { body: { phone: '9876543210' } })).status).toBe(200);
      expect((await call(`${running.api}/auth/email`, { body: { email: 'dev@example.com' } })).status).toBe(200);
      const health = await call(`${running.api}/health/health`);
      expect(health.body.checks).toMatchObject({ sign_in_phone: { status: 'up' }, sign_in_email: { status: 'up' } });
      expect(health.body.checks.sign_in_google.status).toBe('disabled');
    } finally {
      await running.close();
    }
  });
});
