import { createHmac } from 'node:crypto';

/**
 * An invitation link's token, derived from the invitation's id with JWT_SECRET: the database keeps only its
 * SHA-256 (and the id), so neither a copy of the database nor the outbox row can be turned into a link, while
 * the worker can still write the link into the e-mail it sends.
 */
export function invitationToken(secret: string, invitationId: string): string {
  return createHmac('sha256', secret).update(`console-invitation:${invitationId}`).digest('base64url');
}

/** The console's set-password page for that token. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/#/set-password?token=${encodeURIComponent(token)}`;
}
