import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface CapturedSms {
  to: string;
  message: string;
  authorization: string | undefined;
}

/** A local SMS gateway: records every webhook call; `failWith` makes it answer an error status instead. */
export class SmsGateway {
  readonly received: CapturedSms[] = [];
  failWith: number | null = null;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (this.failWith) {
          response.writeHead(this.failWith).end('gateway error');
          return;
        }
        const { to, message } = JSON.parse(body) as { to: string; message: string };
        this.received.push({ to, message, authorization: request.headers.authorization });
        response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms`;
    return this;
  }

  /** The code in the latest message to a number. */
  codeFor(to: string): string {
    const message = [...this.received].reverse().find((sms) => sms.to === to);
    const code = message && /\b(\d{6})\b/.exec(message.message)?.[1];
    if (!code) throw new Error(`no code was texted to ${to}`);
    return code;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
