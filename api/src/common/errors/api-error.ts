import { HttpException, HttpStatus } from '@nestjs/common';

/** The one error body the API sends: `{"error":{"code","message","details"}}`. */
export interface ErrorBody {
  error: { code: string; message: string; details: unknown };
}

/**
 * A failure a client can act on. Domains throw this (or a subclass) with a stable
 * snake_case code; the global filter turns it into the error body.
 */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message, status);
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

/** Per-field validation messages, keyed by the field's path (e.g. `phone`, `items.0.url`). */
export type FieldErrors = Record<string, string[]>;

export function validationFailed(fields: FieldErrors, message = 'Request validation failed'): ApiError {
  return new ApiError(HttpStatus.BAD_REQUEST, 'validation_failed', message, { fields });
}
