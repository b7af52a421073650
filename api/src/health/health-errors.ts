import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/**
 * The health checks' refusals. The exception filter answers the same code, with its own message, for a
 * dependency that fails under any other request.
 */
export enum HealthErrorCode {
  Unavailable = 'unavailable',
  /** The process received SIGTERM and is being taken out of rotation; it still answers other routes. */
  Draining = 'draining',
}

const HEALTH_ERRORS = {
  [HealthErrorCode.Unavailable]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: (failing: string[]) => `Unavailable: ${failing.join(', ')}`,
  },
  [HealthErrorCode.Draining]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Shutting down: send requests to another API process',
  },
} satisfies Record<HealthErrorCode, ErrorSpec>;

export const healthError = domainErrors(HEALTH_ERRORS);
