import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';
import { Round } from '../contest/round.entity';
import { formatIstDateTime, roundName } from '../contest/round-schedule';

/** Refusals of publishing a round's results, and of reading results that are not public. */
export enum ResultsErrorCode {
  NotPublished = 'results_not_published',
  RoundNotClosed = 'results_round_not_closed',
  AlreadyPublished = 'results_already_published',
  PublicationNotPublished = 'results_publication_missing',
  ReopenPublished = 'round_results_published',
}

const RESULTS_ERRORS = {
  [ResultsErrorCode.NotPublished]: {
    status: HttpStatus.NOT_FOUND,
    message: 'The results of this round have not been published',
  },
  [ResultsErrorCode.RoundNotClosed]: {
    status: HttpStatus.CONFLICT,
    // Publishing, the console's preview and the results download all refuse with it: words that fit each.
    message: (round: Round) => `${roundName(round)} is not closed yet: its results are final only once it is`,
  },
  [ResultsErrorCode.AlreadyPublished]: {
    status: HttpStatus.CONFLICT,
    message: ({ round, publishedAt }: { round: Round; publishedAt: Date }) =>
      `The results of ${roundName(round)} were already published on ${formatIstDateTime(publishedAt)}: unpublish them first to publish again`,
  },
  [ResultsErrorCode.PublicationNotPublished]: {
    status: HttpStatus.CONFLICT,
    message: (round: Round) => `The results of ${roundName(round)} are not published`,
  },
  [ResultsErrorCode.ReopenPublished]: {
    status: HttpStatus.CONFLICT,
    message: (round: Round) =>
      `The results of ${roundName(round)} are published: unpublish them before reopening the round`,
  },
} satisfies Record<ResultsErrorCode, ErrorSpec>;

export const resultsError = domainErrors(RESULTS_ERRORS);
