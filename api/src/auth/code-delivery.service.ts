import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { AppConfig } from '../config/app-config';
import { CodeChannel } from './one-time-code';
import { SignInChannelsService } from './sign-in-channels.service';

const PRODUCT = 'AI Film Contest';
const SMS_TIMEOUT_MS = 10_000;

/** The gateway or mail server did not take the message. */
export class CodeDeliveryError extends Error {}

/**
 * Sends sign-in codes: SMS through the operator's gateway (a webhook receiving {to, message}), e-mail
 * through SMTP. In development a channel without settings writes the code to the log, clearly labelled.
 */
@Injectable()
export class CodeDeliveryService implements OnApplicationShutdown {
  private readonly logger = new Logger('CodeDelivery');
  private mailer?: Transporter;

  constructor(
    private readonly config: AppConfig,
    private readonly channels: SignInChannelsService,
  ) {}

  async send(channel: CodeChannel, destination: string, code: string): Promise<void> {
    const minutes = Math.max(1, Math.round(this.config.signIn.codes.ttlSeconds / 60));
    const text = `${code} is your ${PRODUCT} sign-in code. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Never share it with anyone.`;
    if (channel === 'phone') await this.sendSms(destination, text);
    else await this.sendMail(destination, `${code} is your ${PRODUCT} sign-in code`, text);
  }

  private async sendSms(to: string, message: string): Promise<void> {
    const state = this.channels.phone;
    if (!state.enabled) throw new CodeDeliveryError(state.reason);
    if (state.mode === 'log') {
      this.logger.warn(`DEVELOPMENT SMS (SMS_PROVIDER=log, not sent) to ${to}: ${message}`);
      return;
    }
    const { webhookUrl, webhookAuthorization } = this.config.signIn.sms;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (webhookAuthorization) headers.authorization = webhookAuthorization;
    let response: Response;
    try {
      response = await fetch(webhookUrl!, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to, message }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CodeDeliveryError(`SMS gateway unreachable: ${(error as Error).message}`);
    }
    await response.body?.cancel();
    if (!response.ok) throw new CodeDeliveryError(`SMS gateway answered ${response.status}`);
  }

  private async sendMail(to: string, subject: string, text: string): Promise<void> {
    const state = this.channels.email;
    if (!state.enabled) throw new CodeDeliveryError(state.reason);
    if (state.mode === 'log') {
      this.logger.warn(`DEVELOPMENT MAIL (SMTP_URL not set, not sent) to ${to}: ${subject}`);
      return;
    }
    // The transport itself (not createTransport's URL shortcut, which drops every other option) keeps the timeouts.
    this.mailer ??= createTransport(
      new SMTPTransport({
        url: this.config.signIn.mail.smtpUrl!,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    try {
      await this.mailer.sendMail({ from: state.from, to, subject, text });
    } catch (error) {
      throw new CodeDeliveryError(`mail server refused the message: ${(error as Error).message}`);
    }
  }

  onApplicationShutdown(): void {
    this.mailer?.close();
  }
}
