import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from './domain-error';

/**
 * Refusals about an account, whichever domain meets them (sign-in, entries, votes; the console's own
 * accounts share `email_already_exists`).
 */
export enum AccountErrorCode {
  Blocked = 'account_blocked',
  EmailAlreadyExists = 'email_already_exists',
  /** A verified e-mail address cannot be changed from the profile. */
  EmailLocked = 'email_locked',
  /** The Instagram account is proven theirs: the handle follows it, and only organisers move it. */
  InstagramHandleProven = 'instagram_handle_proven',
  /** The account behind a valid token is gone (erased): the same answer as no token at all. */
  Gone = 'unauthorized',
}

const ACCOUNT_ERRORS = {
  [AccountErrorCode.Blocked]: {
    status: HttpStatus.FORBIDDEN,
    message: 'This account has been blocked. Contact support if you think this is a mistake.',
  },
  [AccountErrorCode.EmailAlreadyExists]: {
    status: HttpStatus.CONFLICT,
    message: 'An account with this e-mail address already exists.',
  },
  [AccountErrorCode.EmailLocked]: {
    status: HttpStatus.CONFLICT,
    message: 'Your e-mail address is verified and cannot be changed here.',
  },
  [AccountErrorCode.InstagramHandleProven]: {
    status: HttpStatus.CONFLICT,
    message: (proven: string) =>
      `Your Instagram account @${proven} is verified (your ownership code was seen in one of its captions) and ` +
      'cannot be changed here. If you now post from another account, please contact the organisers.',
  },
  [AccountErrorCode.Gone]: { status: HttpStatus.UNAUTHORIZED, message: 'Authentication required' },
} satisfies Record<AccountErrorCode, ErrorSpec>;

export const accountError = domainErrors(ACCOUNT_ERRORS);
