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

/** Fields reported in one validation error; the rest are only counted, so the error body stays small. */
export const MAX_REPORTED_FIELDS = 20;
/** Field paths are client-chosen (unknown keys): longer ones are cut, for the same reason. */
const MAX_FIELD_PATH_LENGTH = 100;

/** 400 `validation_failed` with `details.fields` (the first MAX_REPORTED_FIELDS) and `details.moreFields`. */
export function validationFailed(fields: FieldErrors, message = 'Request validation failed'): ApiError {
  const paths = Object.keys(fields);
  const reported: FieldErrors = {};
  for (const path of paths.slice(0, MAX_REPORTED_FIELDS)) {
    const name = path.length > MAX_FIELD_PATH_LENGTH ? `${path.slice(0, MAX_FIELD_PATH_LENGTH)}…` : path;
    reported[name] = fields[path];
  }
  const details =
    paths.length > MAX_REPORTED_FIELDS
      ? { fields: reported, moreFields: paths.length - MAX_REPORTED_FIELDS }
      : { fields: reported };
  return new ApiError(HttpStatus.BAD_REQUEST, 'validation_failed', message, details);
}
