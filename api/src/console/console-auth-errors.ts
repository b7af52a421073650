import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/**
 * Refusals of signing in to the console and of reaching a console route. An absent or invalid token is the
 * participants' `unauthorized` (`accountError(AccountErrorCode.Gone)`), an ended session their
 * `invalid_refresh_token` (`authError(AuthErrorCode.SessionEnded, 'console')`).
 */
export enum ConsoleAuthErrorCode {
  Forbidden = 'forbidden',
  InvalidCredentials = 'invalid_credentials',
  AccountLocked = 'account_locked',
  AccountDisabled = 'account_disabled',
}

const CONSOLE_AUTH_ERRORS = {
  [ConsoleAuthErrorCode.Forbidden]: {
    status: HttpStatus.FORBIDDEN,
    /** `closed`: the route names no role at all; `role`: the caller's role is not among those it names. */
    message: (refusal: 'closed' | 'role') =>
      refusal === 'closed' ? 'This console action is not available' : 'Your console role does not allow this',
  },
  [ConsoleAuthErrorCode.InvalidCredentials]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'The e-mail or password is not right',
  },
  [ConsoleAuthErrorCode.AccountLocked]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: (minutes: number) =>
      `Too many failed sign-ins: this account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again later.`,
  },
  [ConsoleAuthErrorCode.AccountDisabled]: {
    status: HttpStatus.FORBIDDEN,
    message: 'This console account is disabled',
  },
} satisfies Record<ConsoleAuthErrorCode, ErrorSpec>;

export const consoleAuthError = domainErrors(CONSOLE_AUTH_ERRORS);
