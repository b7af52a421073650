import { call, RunningApp, startApp } from '../../../test/harness/http';
import { SmsGateway } from './sms-gateway';
import { SmtpInbox } from './smtp-inbox';

/** The SMS gateway and the mail server codes go out through, pointed at by the API's settings. */
class CodeDeliveryFakes {
  readonly gateway = new SmsGateway();
  readonly inbox = new SmtpInbox();

  /** Starts both and sets the API's SMS and SMTP settings to them: call before startApp. */
  async start(): Promise<void> {
    await Promise.all([this.gateway.start(), this.inbox.start()]);
    Object.assign(process.env, {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: this.gateway.url,
      SMTP_URL: this.inbox.url,
      MAIL_FROM: 'AI Film Contest <codes@contest.test>',
    });
  }

  async stop(): Promise<void> {
    await Promise.all([this.gateway.stop(), this.inbox.stop()]);
  }
}

/**
 * Phone sign-in codes asked for and typed back from a chosen client address (sent as X-Forwarded-For, which the
 * test app trusts), to mobile numbers no test used before.
 */
export function phoneCodesFrom(api: () => string, gateway: SmsGateway) {
  let numbers = 0;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  return {
    from,
    freshNumber: () => `+9198${String(++numbers).padStart(8, '0')}`,
    startSignIn: (phone: string, address: string) =>
      call(`${api()}/auth/otp/start`, { body: { phone }, headers: from(address) }),
    verifySignIn: (phone: string, address: string) =>
      call(`${api()}/auth/otp/verify`, { body: { phone, code: gateway.codeFor(phone) }, headers: from(address) }),
  };
}

/**
 * The app under test with its codes going out through the fakes, started before the block's tests and closed
 * after them; `running()` is the app once started.
 */
export function useAppSendingCodes() {
  const fakes = new CodeDeliveryFakes();
  let running: RunningApp | undefined;
  beforeAll(async () => {
    await fakes.start();
    running = await startApp();
  });
  afterAll(async () => {
    await running?.close();
    await fakes.stop();
  });
  return { gateway: fakes.gateway, inbox: fakes.inbox, running: () => running! };
}
