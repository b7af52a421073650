import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';
import type { CodeChannel } from './one-time-code';

/** Refusals of signing in and of sessions (the console's sessions share `invalid_refresh_token`). */
export enum AuthErrorCode {
  SessionEnded = 'invalid_refresh_token',
  RefreshTokenReused = 'refresh_token_reused',
  UnknownProvider = 'unknown_provider',
  ProviderUnavailable = 'provider_unavailable',
  InvalidSignInCode = 'invalid_sign_in_code',
  SignInMethodUnavailable = 'sign_in_method_unavailable',
  RateLimited = 'rate_limited',
  CodeDeliveryFailed = 'code_delivery_failed',
  SmsBudgetExhausted = 'sms_budget_exhausted',
  CodeExpired = 'code_expired',
  CodeAttemptsExceeded = 'code_attempts_exceeded',
  InvalidCode = 'invalid_code',
  PhoneInUse = 'phone_in_use',
}

/** Which limit on sign-in codes was reached. */
const RATE_LIMITS = {
  cooldown: 'Please wait before requesting another code.',
  capped: 'Too many codes requested. Please try again later.',
  attempts: 'Too many attempts. Please try again later.',
  network:
    'Too many SMS codes were requested from your network this hour. Please try again later or sign in another way.',
};

const AUTH_ERRORS = {
  [AuthErrorCode.SessionEnded]: {
    status: HttpStatus.UNAUTHORIZED,
    message: (audience: 'participant' | 'console') =>
      audience === 'console'
        ? 'Your console session has ended. Sign in again.'
        : 'Your session has ended. Please sign in again.',
  },
  [AuthErrorCode.RefreshTokenReused]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'This session was ended for your security. Please sign in again.',
  },
  [AuthErrorCode.UnknownProvider]: { status: HttpStatus.NOT_FOUND, message: 'Unknown sign-in provider' },
  [AuthErrorCode.ProviderUnavailable]: {
    status: HttpStatus.BAD_GATEWAY,
    message: 'Failed to get Google OAuth URL. Please try again in a moment.',
  },
  [AuthErrorCode.InvalidSignInCode]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This sign-in has expired or was started in another browser. Please sign in again.',
  },
  [AuthErrorCode.SignInMethodUnavailable]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'This sign-in method is not available at the moment. Please use another one.',
  },
  [AuthErrorCode.RateLimited]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: (limit: keyof typeof RATE_LIMITS) => RATE_LIMITS[limit],
  },
  [AuthErrorCode.CodeDeliveryFailed]: {
    status: HttpStatus.BAD_GATEWAY,
    message: (channel: CodeChannel) =>
      channel === 'phone'
        ? 'We could not send the SMS. Please try again in a moment.'
        : 'We could not send the e-mail. Please try again in a moment.',
  },
  [AuthErrorCode.SmsBudgetExhausted]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'We cannot send more SMS codes right now. Please try again later or sign in another way.',
  },
  [AuthErrorCode.CodeExpired]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This code has expired or was already used. Please request a new code.',
  },
  [AuthErrorCode.CodeAttemptsExceeded]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Too many wrong codes. Please request a new code.',
  },
  [AuthErrorCode.InvalidCode]: { status: HttpStatus.BAD_REQUEST, message: 'Invalid OTP code' },
  [AuthErrorCode.PhoneInUse]: {
    status: HttpStatus.CONFLICT,
    message: 'This mobile number is verified on another account. Sign in with it to use that account.',
  },
} satisfies Record<AuthErrorCode, ErrorSpec>;

export const authError = domainErrors(AUTH_ERRORS);
