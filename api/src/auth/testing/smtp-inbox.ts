import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it is given; `refuse` makes it answer 451 instead. */
export class SmtpInbox {
  readonly received: CapturedMail[] = [];
  refuse = false;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (this.refuse) return callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The code in the latest mail to an address (from its subject line). */
  codeFor(address: string): string {
    const mail = [...this.received].reverse().find((m) => m.to.includes(address));
    const code = mail && /^Subject: (\d{6}) /m.exec(mail.raw)?.[1];
    if (!code) throw new Error(`no code was mailed to ${address}`);
    return code;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
