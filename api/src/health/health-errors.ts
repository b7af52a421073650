import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/**
 * The health check's refusal. The exception filter answers the same code, with its own message, for a
 * dependency that fails under any other request.
 */
export enum HealthErrorCode {
  Unavailable = 'unavailable',
}

const HEALTH_ERRORS = {
  [HealthErrorCode.Unavailable]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: (failing: string[]) => `Unavailable: ${failing.join(', ')}`,
  },
} satisfies Record<HealthErrorCode, ErrorSpec>;

export const healthError = domainErrors(HEALTH_ERRORS);
