import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';

export class ApiErrorDto {
  @ApiProperty({ example: 'validation_failed', description: 'Stable snake_case code clients branch on' })
  code!: string;

  @ApiProperty({ example: 'Request validation failed', description: 'Plain words a screen may show' })
  message!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Per code: `fields` (path → messages) for validation_failed, `retryAfterSeconds` for limits…',
  })
  details!: Record<string, unknown> | null;
}

/** The API's one error body, `{"error":{"code","message","details"}}` (AllExceptionsFilter writes it). */
export class ErrorEnvelopeDto {
  @ApiProperty({ type: ApiErrorDto })
  error!: ApiErrorDto;
}

const ERROR_DESCRIPTIONS = {
  400: 'Invalid request (validation_failed names each field)',
  401: 'Authentication required, or the token is not valid',
  403: 'Signed in, but not allowed (role, blocked account…)',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'Gone: a single-use link already used, replaced or expired',
  413: 'The upload is larger than allowed',
  415: 'The file is not of an accepted type',
  429: 'Too many tries; details say when to retry',
  502: 'The outside provider (SMS, e-mail, Google) failed',
  503: 'A dependency is down; retry shortly',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/**
 * Declares the error statuses an operation (or every operation of a controller) answers, all with the shared
 * envelope. 400 is declared for every operation globally (query and body validation), so list only the others.
 */
export const ApiErrors = (...statuses: ErrorStatus[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ErrorEnvelopeDto }),
    ),
  );
