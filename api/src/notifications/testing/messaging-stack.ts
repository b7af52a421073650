import type { TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { RunningApp, startApp } from '../../../test/harness/http';
import { consoleAccount } from '../../../test/harness/console-fixtures';
import { SmsGateway } from '../../auth/testing/sms-gateway';
import { SmtpInbox } from '../../auth/testing/smtp-inbox';
import { bootWorker } from '../../metrics/testing/worker';
import { AccessTokenService } from '../../auth/access-token.service';

export interface MessagedParticipant {
  id: string;
  token: string;
  phone: string | null;
  email: string | null;
}

export interface MessagingStack {
  mailbox: SmtpInbox;
  gateway: SmsGateway;
  running: RunningApp;
  worker: TestingModule;
  dataSource: DataSource;
  /** An organiser's console account, for the console's routes. */
  admin: Awaited<ReturnType<typeof consoleAccount>>;
  /** The mails received for an address, oldest first. */
  mailsTo(address: string): SmtpInbox['received'];
  /** A complete participant who signed in by phone, or with a verified e-mail address, and their token. */
  participant(by: 'phone' | 'email'): Promise<MessagedParticipant>;
}

/**
 * What the messaging suites run against, started before their tests and stopped after: the API and a worker
 * (which delivers the outbox) sending to a real SMTP inbox and SMS gateway, and an organiser's account. Call it
 * inside `describe`, after `useTestEnvironment`; its fields are there once `beforeAll` has run.
 */
export function useMessagingStack(organiser: string): MessagingStack {
  let sequence = 0;
  const stack = {
    mailbox: new SmtpInbox(),
    gateway: new SmsGateway(),
    mailsTo: (address: string) => stack.mailbox.received.filter((mail) => mail.to.includes(address)),
    async participant(by: 'phone' | 'email') {
      const n = ++sequence;
      const phone = by === 'phone' ? `+9197${String(n).padStart(8, '0')}` : null;
      const email = by === 'email' ? `creator${n}@mail.test` : null;
      const [row] = (await stack.dataSource.query(
        `INSERT INTO participants (name, phone_number, email, email_verified, state_province, creator_category)
         VALUES ($1, $2, $3, $4, 'Kerala', 'nano_influencer') RETURNING id`,
        [`Creator ${n}`, phone, email, by === 'email'],
      )) as Array<{ id: string }>;
      const token = await stack.running.app
        .get(AccessTokenService)
        .sign({ id: row.id, name: `Creator ${n}`, profileComplete: true });
      return { id: row.id, token, phone, email };
    },
  } as MessagingStack;
  beforeAll(async () => {
    await stack.mailbox.start();
    await stack.gateway.start();
    process.env.SMTP_URL = stack.mailbox.url;
    process.env.SMS_WEBHOOK_URL = stack.gateway.url;
    stack.running = await startApp();
    stack.dataSource = stack.running.app.get(DataSource);
    stack.worker = await bootWorker();
    stack.admin = await consoleAccount(stack.running.app, stack.running.api, 'admin', organiser);
  });
  afterAll(async () => {
    await stack.worker?.close();
    await stack.running?.close();
    await stack.mailbox.stop();
    await stack.gateway.stop();
  });
  return stack;
}
