import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../common/uuid';
import { AppConfig } from '../config/app-config';

/**
 * Unsubscribe links that work without signing in: `<participant id>.<HMAC>` keyed by JWT_SECRET (so the API
 * and the worker agree; set JWT_SECRET, as production requires). They do not expire: an old e-mail's link
 * must still work. They only ever switch announcements off.
 */
@Injectable()
export class UnsubscribeTokens {
  constructor(private readonly config: AppConfig) {}

  url(participantId: string): string {
    return `${this.config.publicUrl}/api/v1/notifications/unsubscribe?token=${this.token(participantId)}`;
  }

  token(participantId: string): string {
    return `${participantId}.${this.mac(participantId)}`;
  }

  /** The participant the token names, or null when it is not one of ours. */
  verify(token: string): string | null {
    const [id, mac, ...rest] = token.split('.');
    if (rest.length || !id || !mac || !isUuid(id)) return null;
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(participantId: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`unsubscribe:${participantId}`).digest('base64url');
  }
}
