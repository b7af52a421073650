import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { postToSmsWebhook, smtpTransport } from '../common/outbound-providers';
import { AppConfig } from '../config/app-config';
import type { CodeChannel, CodePurpose } from './one-time-code';
import { SignInChannelsService } from './sign-in-channels.service';
import { SmsBudgetService } from './sms-budget.service';

const PRODUCT = 'AI Film Contest';

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
    private readonly budget: SmsBudgetService,
  ) {}

  /** `network` is the requester's clientNetworkKey: SMS count against its share of the hourly budget. */
  async send(
    channel: CodeChannel,
    destination: string,
    code: string,
    { purpose, network }: { purpose: CodePurpose; network: string },
  ): Promise<void> {
    const minutes = Math.max(1, Math.round(this.config.signIn.codes.ttlSeconds / 60));
    const what = `${code} is your ${PRODUCT} ${purpose === 'sign-in' ? 'sign-in' : 'verification'} code`;
    const text = `${what}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Never share it with anyone.`;
    if (channel === 'phone') await this.sendSms(destination, text, purpose, network);
    else await this.sendMail(destination, what, text);
  }

  private async sendSms(to: string, message: string, purpose: CodePurpose, network: string): Promise<void> {
    const state = this.channels.phone;
    if (!state.enabled) throw new CodeDeliveryError(state.reason);
    const refund = await this.budget.spend(purpose, network);
    try {
      await this.deliverSms(state.mode, to, message);
    } catch (error) {
      await refund();
      throw error;
    }
  }

  private async deliverSms(mode: 'log' | 'webhook', to: string, message: string): Promise<void> {
    if (mode === 'log') {
      this.logger.warn(`DEVELOPMENT SMS (SMS_PROVIDER=log, not sent) to ${to}: ${message}`);
      return;
    }
    const { webhookUrl, webhookAuthorization } = this.config.signIn.sms;
    const response = await postToSmsWebhook(webhookUrl!, webhookAuthorization, { to, message }).catch(
      (error: Error) => {
        throw new CodeDeliveryError(error.message);
      },
    );
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
    this.mailer ??= smtpTransport(this.config.signIn.mail.smtpUrl!);
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
