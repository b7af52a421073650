import { HttpStatus } from '@nestjs/common';
import { ApiError } from './api-error';

/** One entry of a domain's error catalogue: the status the API answers with and the message a user reads. */
export interface ErrorSpec {
  status: HttpStatus;
  message: string;
}

/**
 * The thrower of one domain's catalogue (`Record<Code, ErrorSpec>`, the codes an enum): each code then
 * has one status and one message wherever it is raised. It throws the API's one error, so callers and the
 * exception filter need no second kind to recognise.
 */
export function domainErrors<Code extends string>(catalogue: Record<Code, ErrorSpec>) {
  return (code: Code, details: unknown = null): ApiError =>
    new ApiError(catalogue[code].status, code, catalogue[code].message, details);
}
