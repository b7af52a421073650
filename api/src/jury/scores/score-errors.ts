import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../../common/errors/domain-error';

/** Refusals of a juror's score (an entry not assigned to them is the jury's `not_assigned`). */
export enum ScoreErrorCode {
  AlreadyScored = 'already_scored',
}

const SCORE_ERRORS = {
  [ScoreErrorCode.AlreadyScored]: {
    status: HttpStatus.CONFLICT,
    message: 'You have already scored this entry; change your score instead',
  },
} satisfies Record<ScoreErrorCode, ErrorSpec>;

export const scoreError = domainErrors(SCORE_ERRORS);
