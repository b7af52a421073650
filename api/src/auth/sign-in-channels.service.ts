import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { authError, AuthErrorCode } from './auth-errors';
import { AppConfig } from '../config/app-config';
import { HealthService } from '../health/health.service';

export type SignInChannel = 'google' | 'phone' | 'email';

export type ChannelState<Mode extends string> = { enabled: true; mode: Mode } | { enabled: false; reason: string };

/** Development stand-in sender of e-mails when SMTP_URL is unset. */
export const DEVELOPMENT_MAIL_FROM = 'AI Film Contest <no-reply@localhost>';

/**
 * Decides once, from the configuration, which sign-in channels work. A channel whose settings are missing
 * is switched off (503 `sign_in_method_unavailable`, `disabled` in the health report): never a silent
 * fallback in production. In development, codes that cannot be sent are written to the log instead.
 */
@Injectable()
export class SignInChannelsService implements OnModuleInit {
  private readonly logger = new Logger('SignIn');
  readonly google: ChannelState<'oidc'>;
  readonly phone: ChannelState<'webhook' | 'log'>;
  readonly email: ChannelState<'smtp' | 'log'> & { from?: string };

  constructor(
    config: AppConfig,
    private readonly health: HealthService,
  ) {
    const { oidc, sms, mail } = config.signIn;
    const production = config.isProduction;

    this.google =
      oidc.clientId && oidc.clientSecret
        ? { enabled: true, mode: 'oidc' }
        : { enabled: false, reason: 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are not set' };

    const smsProvider = sms.provider ?? (production ? null : 'log');
    if (smsProvider === null) this.phone = { enabled: false, reason: 'SMS_PROVIDER is not set' };
    else if (smsProvider === 'webhook' && !sms.webhookUrl) {
      this.phone = { enabled: false, reason: 'SMS_PROVIDER=webhook but SMS_WEBHOOK_URL is not set' };
    } else this.phone = { enabled: true, mode: smsProvider };

    if (mail.smtpUrl && (mail.from || !production)) {
      this.email = { enabled: true, mode: 'smtp', from: mail.from ?? DEVELOPMENT_MAIL_FROM };
    } else if (mail.smtpUrl) this.email = { enabled: false, reason: 'MAIL_FROM is not set' };
    else if (production) this.email = { enabled: false, reason: 'SMTP_URL is not set' };
    else this.email = { enabled: true, mode: 'log', from: mail.from ?? DEVELOPMENT_MAIL_FROM };
  }

  onModuleInit(): void {
    for (const channel of ['google', 'phone', 'email'] as const) {
      const state = this[channel];
      this.health.register({
        name: `sign_in_${channel}`,
        check: () => Promise.resolve(state.enabled ? { status: 'up' } : { status: 'disabled', reason: state.reason }),
      });
      if (!state.enabled) this.logger.warn(`${channel} sign-in is switched off: ${state.reason}`);
      else if (state.mode === 'log') {
        this.logger.warn(`${channel} sign-in codes are written to this log (development only), not sent`);
      }
    }
  }

  /** Throws 503 when the channel is switched off, so clients can hide it. */
  require(channel: SignInChannel): void {
    const state = this[channel];
    if (!state.enabled) {
      throw authError(AuthErrorCode.SignInMethodUnavailable, { method: channel });
    }
  }
}
