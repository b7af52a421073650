import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/** Refusals of the grievances domain (bad fields are `validation_failed`, a missing grievance `not_found`). */
export enum GrievanceErrorCode {
  /** The participant already has as many unanswered grievances as GRIEVANCE_MAX_OPEN allows. */
  TooManyOpen = 'too_many_open_grievances',
  /** A closed grievance takes no reply: reopen it first. */
  Closed = 'grievance_closed',
}

const GRIEVANCE_ERRORS = {
  [GrievanceErrorCode.TooManyOpen]: {
    status: HttpStatus.CONFLICT,
    message: ({ limit }: { limit: number }) =>
      `You already have ${limit} grievances waiting for an answer. We will answer them before you raise another.`,
  },
  [GrievanceErrorCode.Closed]: {
    status: HttpStatus.CONFLICT,
    message: 'This grievance is closed: reopen it (status open or in progress) before replying.',
  },
} satisfies Record<GrievanceErrorCode, ErrorSpec>;

export const grievanceError = domainErrors(GRIEVANCE_ERRORS);
