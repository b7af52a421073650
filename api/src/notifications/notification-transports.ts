import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { postToSmsWebhook, smtpTransport } from '../common/outbound-providers';
import { AppConfig } from '../config/app-config';
import type { RenderedEmail } from './notification-templates';

const DEVELOPMENT_MAIL_FROM = 'AI Film Contest <no-reply@localhost>';

/** The provider did not take the message; `message` carries its answer for the console. */
export class DeliveryError extends Error {}

export interface MailMessage extends RenderedEmail {
  to: string;
  /** Same key for every attempt, so a receiving server can drop a repeat after a worker died mid-send. */
  idempotencyKey: string;
  /** Announcements carry it (List-Unsubscribe); strictly transactional mail does not. */
  unsubscribeUrl: string | null;
}

export interface SmsMessage {
  to: string;
  message: string;
  kind: string;
  dltTemplateId: string | null;
  idempotencyKey: string;
}

/**
 * Sends messages through the same providers as sign-in codes (SMTP_URL / MAIL_FROM, the SMS webhook), with the
 * same rules: production without settings is an error; development without them writes to the log, labelled.
 * The webhook body adds `kind`, `dltTemplateId` and `idempotencyKey` to the `{to, message}` of sign-in codes.
 */
@Injectable()
export class NotificationTransports implements OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private mailer?: Transporter;

  constructor(private readonly config: AppConfig) {}

  /** The provider's answer, kept for the console. */
  async sendMail(message: MailMessage): Promise<string> {
    const { smtpUrl, from } = this.config.signIn.mail;
    if (!smtpUrl || (!from && this.config.isProduction)) {
      if (this.config.isProduction) throw new DeliveryError('SMTP_URL and MAIL_FROM are not set');
      this.logger.warn(`DEVELOPMENT MAIL (SMTP_URL not set, not sent) to ${message.to}: ${message.subject}`);
      return 'logged (development)';
    }
    this.mailer ??= smtpTransport(smtpUrl);
    const domain = /@([^>\s]+)>?$/.exec(from ?? DEVELOPMENT_MAIL_FROM)?.[1] ?? 'localhost';
    const headers: Record<string, string> = {};
    if (message.unsubscribeUrl) headers['List-Unsubscribe'] = `<${message.unsubscribeUrl}>`;
    try {
      const info = (await this.mailer.sendMail({
        from: from ?? DEVELOPMENT_MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@${domain}>`,
        headers,
      })) as { response?: string };
      return info.response ?? 'accepted';
    } catch (error) {
      throw new DeliveryError(`mail server: ${(error as Error).message}`);
    }
  }

  async sendSms(message: SmsMessage): Promise<string> {
    const { provider, webhookUrl, webhookAuthorization } = this.config.signIn.sms;
    const mode = provider ?? (this.config.isProduction ? null : 'log');
    if (mode === 'log') {
      this.logger.warn(`DEVELOPMENT SMS (SMS_PROVIDER=log, not sent) to ${message.to}: ${message.message}`);
      return 'logged (development)';
    }
    if (mode === null || !webhookUrl) throw new DeliveryError('SMS_PROVIDER=webhook and SMS_WEBHOOK_URL are not set');
    const response = await postToSmsWebhook(webhookUrl, webhookAuthorization, message, {
      'idempotency-key': message.idempotencyKey,
    }).catch((error: Error) => {
      throw new DeliveryError(error.message);
    });
    const answer = (await response.text()).slice(0, 500);
    if (!response.ok) throw new DeliveryError(`SMS gateway answered ${response.status}: ${answer}`);
    return `${response.status} ${answer}`.trim();
  }

  onApplicationShutdown(): void {
    this.mailer?.close();
  }
}
