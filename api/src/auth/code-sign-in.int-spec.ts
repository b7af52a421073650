import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { MAX_WRONG_ATTEMPTS } from './one-time-code';
import { SmsGateway } from './testing/sms-gateway';
import { SmtpInbox } from './testing/smtp-inbox';

describe('sign-in with a code sent by SMS or e-mail', () => {
  // No resend cooldown here, so tests can send twice; the cooldown has its own test below.
  useTestEnvironment({ BODY_LIMIT_BYTES: '4096', OTP_HOURLY_LIMIT_PER_IP: '1000', OTP_RESEND_COOLDOWN_SECONDS: '0' });
  const gateway = new SmsGateway();
  const inbox = new SmtpInbox();
  let running: RunningApp;
  let db: DataSource;

  beforeAll(async () => {
    await Promise.all([gateway.start(), inbox.start()]);
    Object.assign(process.env, {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: gateway.url,
      SMS_WEBHOOK_AUTHORIZATION: 'Bearer gateway-key',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'AI Film Contest <codes@contest.test>',
      // A second country for the foreign-number test (+44 7911 is a Guernsey mobile, not a British one);
      // the default, India only, is tested in sms-abuse.int-spec.ts.
      SMS_ALLOWED_COUNTRIES: 'IN,GG',
    });
    running = await startApp();
    db = running.app.get(DataSource);
  });
  afterAll(async () => {
    await running?.close();
    await Promise.all([gateway.stop(), inbox.stop()]);
  });

  // Each test sends from its own address, as each visitor would; the per-IP caps are tested on their own.
  let ipCounter = 0;
  const fromNewIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` });
  const post = (path: string, body: unknown, headers: Record<string, string> = fromNewIp()) =>
    call(`${running.api}${path}`, { body, headers });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n);
  const expectError = (res: { status: number; body: any }, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(Object.keys(res.body.error).sort()).toEqual(['code', 'details', 'message']);
    expect(res.body.error.code).toBe(code);
  };

  describe('by phone', () => {
    it('texts a code through the gateway webhook and signs a newcomer in with it', async () => {
      const started = await post('/auth/otp/start', { phone: '98765 43210' });
      expect(started.status).toBe(200);
      expect(started.body).toEqual({ status: 'sent', expiresInSeconds: 300, resendAfterSeconds: 0 });
      const sms = gateway.received.at(-1)!;
      expect(sms.to).toBe('+919876543210');
      expect(sms.message).toMatch(/^\d{6} is your AI Film Contest sign-in code\. It expires in 5 minutes\./);
      expect(sms.authorization).toBe('Bearer gateway-key');

      const verified = await post('/auth/otp/verify', {
        phone: '+91 98765-43210',
        code: gateway.codeFor('+919876543210'),
      });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        user: { id: expect.any(String), name: null, profileComplete: false },
      });
      const me = await call(`${running.api}/me`, { token: verified.body.accessToken });
      expect(me.body).toMatchObject({ phoneNumber: '+919876543210', phoneCountryCode: '+91', email: null });
      const identities = await db.query(`SELECT provider, subject FROM identities WHERE participant_id = $1`, [
        me.body.id,
      ]);
      expect(identities).toEqual([{ provider: 'phone', subject: '+919876543210' }]);
    });

    it('POST /auth/phone starts a code too, and a second sign-in finds the same account', async () => {
      await post('/auth/phone', { phone: '+91 91234 56789' });
      const first = await post('/auth/otp/verify', { phone: '9123456789', code: gateway.codeFor('+919123456789') });
      await post('/auth/phone', { phone: '9123456789' });
      const second = await post('/auth/otp/verify', { phone: '9123456789', code: gateway.codeFor('+919123456789') });
      expect(second.body.user.id).toBe(first.body.user.id);
      expect(await count(`participants WHERE phone_number = '+919123456789'`)).toBe(1);
    });

    it('keeps a foreign number with its country code', async () => {
      await post('/auth/otp/start', { phone: '+44 7911 123456' });
      const verified = await post('/auth/otp/verify', {
        phone: '+447911123456',
        code: gateway.codeFor('+447911123456'),
      });
      const me = await call(`${running.api}/me`, { token: verified.body.accessToken });
      expect(me.body).toMatchObject({ phoneNumber: '+447911123456', phoneCountryCode: '+44' });
    });

    it.each(['12345', '+91 11 2345 6789', 'call me', '98765O43210', ''])('rejects the phone %p', async (phone) => {
      const sent = gateway.received.length;
      const res = await post('/auth/otp/start', { phone });
      expectError(res, 400, 'validation_failed');
      expect(Object.keys(res.body.error.details.fields)).toEqual(['phone']);
      expect(gateway.received.length).toBe(sent);
    });

    it('answers 502 when the gateway fails, keeping no code and no cooldown', async () => {
      gateway.failWith = 500;
      try {
        const failed = await post('/auth/otp/start', { phone: '9000000001' });
        expectError(failed, 502, 'code_delivery_failed');
        expect(failed.body.error.message).toBe('We could not send the SMS. Please try again in a moment.');
      } finally {
        gateway.failWith = null;
      }
      const retried = await post('/auth/otp/start', { phone: '9000000001' });
      expect(retried.status).toBe(200);
    });
  });

  describe('by e-mail', () => {
    it('mails a code through SMTP and signs a newcomer in with a verified address', async () => {
      const started = await post('/auth/email', { email: '  Lata@Example.COM ' });
      expect(started.status).toBe(200);
      const mail = inbox.received.at(-1)!;
      expect(mail.to).toEqual(['lata@example.com']);
      expect(mail.from).toBe('codes@contest.test');
      const verified = await post('/auth/otp/verify', {
        email: 'lata@example.com',
        code: inbox.codeFor('lata@example.com'),
      });
      expect(verified.status).toBe(200);
      const me = await call(`${running.api}/me`, { token: verified.body.accessToken });
      expect(me.body).toMatchObject({ email: 'lata@example.com', phoneNumber: null });
      const [row] = await db.query(`SELECT email_verified FROM participants WHERE id = $1`, [me.body.id]);
      expect(row.email_verified).toBe(true);
    });

    it.each(['not-an-address', 'a@', '@example.com', `${'x'.repeat(250)}@example.com`])(
      'rejects the address %p',
      async (email) => {
        const res = await post('/auth/email', { email });
        expectError(res, 400, 'validation_failed');
        expect(Object.keys(res.body.error.details.fields)).toEqual(['email']);
      },
    );
  });

  it('answers the same whether or not an account exists', async () => {
    await post('/auth/email', { email: 'known@example.com' });
    await post('/auth/otp/verify', { email: 'known@example.com', code: inbox.codeFor('known@example.com') });
    const known = await post('/auth/email', { email: 'known@example.com' });
    const unknown = await post('/auth/email', { email: 'stranger@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  describe('codes', () => {
    it('are burnt after five wrong tries: the sixth fails even with the right code, and nothing is stored', async () => {
      await post('/auth/otp/start', { phone: '9000000002' });
      const right = gateway.codeFor('+919000000002');
      const wrong = right === '000000' ? '111111' : '000000';
      const participants = await count('participants');
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await post('/auth/otp/verify', { phone: '9000000002', code: wrong }));
      expect(answers.slice(0, 4).map((a) => [a.body.error.code, a.body.error.details])).toEqual([
        ['invalid_code', { attemptsLeft: 4 }],
        ['invalid_code', { attemptsLeft: 3 }],
        ['invalid_code', { attemptsLeft: 2 }],
        ['invalid_code', { attemptsLeft: 1 }],
      ]);
      expect(answers[0].body.error.message).toBe('Invalid OTP code');
      expectError(answers[4], 400, 'code_attempts_exceeded');
      const sixth = await post('/auth/otp/verify', { phone: '9000000002', code: right });
      expectError(sixth, 400, 'code_expired');
      expect(await count('participants')).toBe(participants);
      expect(await count(`identities WHERE subject = '+919000000002'`)).toBe(0);
    });

    it('count concurrent wrong guesses, none lost', async () => {
      await post('/auth/otp/start', { phone: '9000000003' });
      const right = gateway.codeFor('+919000000003');
      const wrong = right === '000000' ? '111111' : '000000';
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post('/auth/otp/verify', { phone: '9000000003', code: wrong })),
      );
      expect(answers.map((a) => a.body.error.code).sort()).toEqual([
        'code_attempts_exceeded',
        'invalid_code',
        'invalid_code',
        'invalid_code',
        'invalid_code',
      ]);
      expectError(await post('/auth/otp/verify', { phone: '9000000003', code: right }), 400, 'code_expired');
    });

    it('work once', async () => {
      await post('/auth/otp/start', { phone: '9000000004' });
      const code = gateway.codeFor('+919000000004');
      expect((await post('/auth/otp/verify', { phone: '9000000004', code })).status).toBe(200);
      expectError(await post('/auth/otp/verify', { phone: '9000000004', code }), 400, 'code_expired');
    });

    it('are replaced by a newer one', async () => {
      await post('/auth/email', { email: 'twice@example.com' });
      const first = inbox.codeFor('twice@example.com');
      await post('/auth/email', { email: 'twice@example.com' });
      const second = inbox.codeFor('twice@example.com');
      if (first !== second) {
        expectError(await post('/auth/otp/verify', { email: 'twice@example.com', code: first }), 400, 'invalid_code');
      }
      expect((await post('/auth/otp/verify', { email: 'twice@example.com', code: second })).status).toBe(200);
    });

    it('sent to one number do not work for another', async () => {
      await post('/auth/otp/start', { phone: '9000000005' });
      const code = gateway.codeFor('+919000000005');
      expectError(await post('/auth/otp/verify', { phone: '9000000006', code }), 400, 'code_expired');
      expectError(await post('/auth/otp/verify', { email: 'someone@example.com', code }), 400, 'code_expired');
    });

    it('are capped per number per hour', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await post('/auth/otp/start', { phone: '9000000008' })).status).toBe(200);
      }
      const capped = await post('/auth/otp/start', { phone: '9000000008' });
      expectError(capped, 429, 'rate_limited');
      expect(capped.body.error.message).toBe('Too many codes requested. Please try again later.');
    });
  });

  describe('bad requests', () => {
    it.each([
      ['/auth/otp/verify', { phone: '9000000009', code: '12345' }, 'code'],
      ['/auth/otp/verify', { phone: '9000000009', code: 123456 }, 'code'],
      ['/auth/otp/verify', { code: '123456' }, 'phone'],
      ['/auth/otp/verify', { phone: '9000000009', email: 'a@example.com', code: '123456' }, 'email'],
      ['/auth/otp/verify', { phone: 'nonsense', code: '123456' }, 'phone'],
      ['/auth/otp/start', { phone: '9000000009', role: 'admin' }, 'role'],
      ['/auth/otp/start', { phone: 9876543210 }, 'phone'],
      ['/auth/email', {}, 'email'],
    ])('%s %j names the field', async (path, body, field) => {
      const res = await post(path, body);
      expectError(res, 400, 'validation_failed');
      expect(Object.keys(res.body.error.details.fields)).toContain(field);
    });

    it('answers malformed JSON with 400 invalid_json', async () => {
      expectError(await post('/auth/otp/start', '{"phone": "98765'), 400, 'invalid_json');
    });

    it('answers an oversized body with 413', async () => {
      expectError(
        await post('/auth/email', { email: 'a@example.com', pad: 'x'.repeat(5000) }),
        413,
        'payload_too_large',
      );
    });
  });

  it('caps code requests per client IP', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.7' };
    process.env.OTP_HOURLY_LIMIT_PER_IP = '3';
    const capped = await startApp();
    try {
      for (let i = 0; i < 3; i++) {
        const res = await call(`${capped.api}/auth/email`, { body: { email: `ip${i}@example.com` }, headers: ip });
        expect(res.status).toBe(200);
      }
      const fourth = await call(`${capped.api}/auth/email`, { body: { email: 'ip3@example.com' }, headers: ip });
      expectError(fourth, 429, 'rate_limited');
      const elsewhere = await call(`${capped.api}/auth/email`, {
        body: { email: 'ip3@example.com' },
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(elsewhere.status).toBe(200);
    } finally {
      process.env.OTP_HOURLY_LIMIT_PER_IP = '1000';
      await capped.close();
    }
  });

  it('caps code checks per client network at every code its cap allows, each mistyped to the last try', async () => {
    process.env.OTP_HOURLY_LIMIT_PER_IP = '3';
    const capped = await startApp();
    const check = (address: string) =>
      call(`${capped.api}/auth/otp/verify`, {
        body: { phone: '9000000020', code: '000000' },
        headers: { 'x-forwarded-for': address },
      });
    try {
      for (let i = 0; i < 3 * MAX_WRONG_ATTEMPTS; i++) expectError(await check('198.51.100.9'), 400, 'code_expired');
      const over = await check('198.51.100.9');
      expectError(over, 429, 'rate_limited');
      expect(over.body.error.message).toBe('Too many attempts. Please try again later.');
      expect(over.body.error.details.retryAfterSeconds).toBeGreaterThan(3500);
      expect(over.body.error.details.retryAfterSeconds).toBeLessThanOrEqual(3600);
      expectError(await check('198.51.100.10'), 400, 'code_expired');
    } finally {
      process.env.OTP_HOURLY_LIMIT_PER_IP = '1000';
      await capped.close();
    }
  });

  it('caps code requests per IPv6 /64: addresses of one /64 share the cap, the next /64 has its own', async () => {
    process.env.OTP_HOURLY_LIMIT_PER_IP = '3';
    const capped = await startApp();
    const request = (email: string, address: string) =>
      call(`${capped.api}/auth/email`, { body: { email }, headers: { 'x-forwarded-for': address } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await request(`six${i}@example.com`, `2001:db8:64:1::${i + 1}`)).status).toBe(200);
      expectError(await request('six3@example.com', '2001:db8:64:1:ffff:1:2:3'), 429, 'rate_limited');
      expect((await request('six3@example.com', '2001:db8:64:2::1')).status).toBe(200);
    } finally {
      process.env.OTP_HOURLY_LIMIT_PER_IP = '1000';
      await capped.close();
    }
  });

  it('lets many people behind one shared address get codes, while each address keeps its own hourly cap', async () => {
    // A mobile carrier's address: the shipped per-IP cap is a coarse flood guard, far above the old 20.
    const shared = { 'x-forwarded-for': '198.51.100.77' };
    delete process.env.OTP_HOURLY_LIMIT_PER_IP;
    const defaults = await startApp();
    try {
      for (let i = 0; i < 40; i++) {
        const res = await call(`${defaults.api}/auth/email`, {
          body: { email: `neighbour${i}@example.com` },
          headers: shared,
        });
        expect(res.status).toBe(200);
      }
      // Per destination still holds: five codes an hour to one address, from anywhere.
      for (let i = 1; i < 5; i++) {
        const again = await call(`${defaults.api}/auth/email`, { body: { email: 'neighbour0@example.com' } });
        expect(again.status).toBe(200);
      }
      const sixth = await call(`${defaults.api}/auth/email`, { body: { email: 'neighbour0@example.com' } });
      expectError(sixth, 429, 'rate_limited');
      expect(sixth.body.error.message).toBe('Too many codes requested. Please try again later.');
    } finally {
      process.env.OTP_HOURLY_LIMIT_PER_IP = '1000';
      await defaults.close();
    }
  });

  it('refuses another code to the same number within 30 seconds', async () => {
    delete process.env.OTP_RESEND_COOLDOWN_SECONDS;
    const app = await startApp();
    try {
      const first = await call(`${app.api}/auth/otp/start`, { body: { phone: '9000000007' }, headers: fromNewIp() });
      expect(first.body.resendAfterSeconds).toBe(30);
      const again = await call(`${app.api}/auth/phone`, { body: { phone: '+919000000007' }, headers: fromNewIp() });
      expectError(again, 429, 'rate_limited');
      expect(again.body.error.message).toBe('Please wait before requesting another code.');
      expect(again.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(again.body.error.details.retryAfterSeconds).toBeLessThanOrEqual(30);
      expect(gateway.received.filter((sms) => sms.to === '+919000000007')).toHaveLength(1);
      // Another number is not held up.
      const other = await call(`${app.api}/auth/phone`, { body: { phone: '9000000010' }, headers: fromNewIp() });
      expect(other.status).toBe(200);
    } finally {
      process.env.OTP_RESEND_COOLDOWN_SECONDS = '0';
      await app.close();
    }
  });

  it('expires codes after their validity', async () => {
    process.env.OTP_CODE_TTL_SECONDS = '1';
    const shortLived = await startApp();
    try {
      await call(`${shortLived.api}/auth/email`, { body: { email: 'late@example.com' }, headers: fromNewIp() });
      const code = inbox.codeFor('late@example.com');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const late = await call(`${shortLived.api}/auth/otp/verify`, {
        body: { email: 'late@example.com', code },
        headers: fromNewIp(),
      });
      expectError(late, 400, 'code_expired');
      expect(await count(`participants WHERE email = 'late@example.com'`)).toBe(0);
    } finally {
      delete process.env.OTP_CODE_TTL_SECONDS;
      await shortLived.close();
    }
  });
});
