import { createTransport, Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';

const SMS_TIMEOUT_MS = 10_000;

/**
 * The SMTP transport for SMTP_URL, used by sign-in codes and notifications alike. Built from the transport
 * itself (createTransport's URL shortcut drops every other option) so that the timeouts hold.
 */
export function smtpTransport(url: string): Transporter {
  return createTransport(
    new SMTPTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
}

/**
 * POSTs a JSON body to the SMS gateway's webhook (SMS_WEBHOOK_URL, with SMS_WEBHOOK_AUTHORIZATION when set),
 * within a timeout. Rejects with "SMS gateway unreachable: …" when no answer came; any answer is returned.
 */
export async function postToSmsWebhook(
  url: string,
  authorization: string | null,
  body: object,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (authorization) headers.authorization = authorization;
  try {
    return await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`SMS gateway unreachable: ${(error as Error).message}`);
  }
}
