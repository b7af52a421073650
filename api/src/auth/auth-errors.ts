import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../common/errors/api-error';

export const sessionEnded = () =>
  new ApiError(HttpStatus.UNAUTHORIZED, 'invalid_refresh_token', 'Your session has ended. Please sign in again.');

export const refreshTokenReused = () =>
  new ApiError(
    HttpStatus.UNAUTHORIZED,
    'refresh_token_reused',
    'This session was ended for your security. Please sign in again.',
  );

export const unknownProvider = () => new ApiError(HttpStatus.NOT_FOUND, 'unknown_provider', 'Unknown sign-in provider');
