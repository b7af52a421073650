import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../../common/errors/domain-error';

/** Refusals of managing console accounts and of using an invitation link. */
export enum ConsoleAccountErrorCode {
  LastAdmin = 'last_admin',
  AlreadyActivated = 'already_activated',
  /** Not the sign-in's `account_disabled` (403): an organiser asked to invite an account they disabled. */
  InviteDisabled = 'invite_disabled_account',
  InvitationUnknown = 'invitation_unknown',
  InvitationUsed = 'invitation_used',
  InvitationReplaced = 'invitation_replaced',
  InvitationExpired = 'invitation_expired',
  /** Whoever knows a juror's password can score as them: once they have scored, only they choose it. */
  ScorerPasswordByLink = 'juror_password_by_reset_link',
}

const CONSOLE_ACCOUNT_ERRORS = {
  [ConsoleAccountErrorCode.LastAdmin]: {
    status: HttpStatus.CONFLICT,
    message: 'This is the only active admin account; keep at least one',
  },
  [ConsoleAccountErrorCode.AlreadyActivated]: {
    status: HttpStatus.CONFLICT,
    message: 'This account already has a password; set a new one on the account instead',
  },
  [ConsoleAccountErrorCode.InviteDisabled]: {
    status: HttpStatus.CONFLICT,
    message: 'Enable the account before inviting again',
  },
  [ConsoleAccountErrorCode.InvitationUnknown]: {
    status: HttpStatus.NOT_FOUND,
    message: 'This link is not valid. Check that it was copied whole.',
  },
  [ConsoleAccountErrorCode.InvitationUsed]: {
    status: HttpStatus.GONE,
    message: 'This link has already been used: sign in with your password.',
  },
  [ConsoleAccountErrorCode.InvitationReplaced]: {
    status: HttpStatus.GONE,
    message: 'A newer link has been sent for this account: use the latest e-mail.',
  },
  [ConsoleAccountErrorCode.InvitationExpired]: {
    status: HttpStatus.GONE,
    message: 'This link has expired: ask the organisers for a new one.',
  },
  [ConsoleAccountErrorCode.ScorerPasswordByLink]: {
    status: HttpStatus.CONFLICT,
    message:
      'This account has scored entries, so nobody else may set its password. Send its owner a password reset link instead: they choose the new password themselves.',
  },
} satisfies Record<ConsoleAccountErrorCode, ErrorSpec>;

export const consoleAccountError = domainErrors(CONSOLE_ACCOUNT_ERRORS);
