import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/** Refusals of the notifications: an unsubscribe link, and sending a message again from the console. */
export enum NotificationErrorCode {
  InvalidUnsubscribeLink = 'invalid_unsubscribe_link',
  NotRetryable = 'not_retryable',
}

const NOTIFICATION_ERRORS = {
  [NotificationErrorCode.InvalidUnsubscribeLink]: {
    status: HttpStatus.NOT_FOUND,
    message: 'This unsubscribe link is not valid',
  },
  [NotificationErrorCode.NotRetryable]: {
    status: HttpStatus.CONFLICT,
    message: (status: string) => `Only failed or skipped messages can be sent again; this one is ${status}`,
  },
} satisfies Record<NotificationErrorCode, ErrorSpec>;

export const notificationError = domainErrors(NOTIFICATION_ERRORS);
