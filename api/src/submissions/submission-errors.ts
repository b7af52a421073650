import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/** Refusals of entering a film and of moving an entry's status. */
export enum SubmissionErrorCode {
  ProfileIncomplete = 'profile_incomplete',
  EntryLimitReached = 'entry_limit_reached',
  DuplicateSubmission = 'duplicate_submission',
  InvalidInstagramLink = 'invalid_instagram_link',
  InvalidStatusTransition = 'invalid_status_transition',
  PostClaimedAgain = 'post_claimed_again',
}

const SUBMISSION_ERRORS = {
  [SubmissionErrorCode.ProfileIncomplete]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Please complete your profile before submitting an entry',
  },
  [SubmissionErrorCode.EntryLimitReached]: {
    status: HttpStatus.CONFLICT,
    message: (limit: number) =>
      `You have reached the limit of ${limit} ${limit === 1 ? 'entry' : 'entries'} per participant`,
  },
  [SubmissionErrorCode.DuplicateSubmission]: {
    status: HttpStatus.CONFLICT,
    message:
      'This Instagram post has already been entered in the contest. If it is your post, please contact ' +
      'support with its link: the organisers will check who owns it.',
  },
  [SubmissionErrorCode.InvalidInstagramLink]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Please provide a valid Instagram post link',
  },
  [SubmissionErrorCode.InvalidStatusTransition]: {
    status: HttpStatus.CONFLICT,
    message: ({ from, to }: { from: string; to: string }) => `An entry cannot move from ${from} to ${to}`,
  },
  [SubmissionErrorCode.PostClaimedAgain]: {
    status: HttpStatus.CONFLICT,
    message: 'Another live entry holds this Instagram post now: decide on that entry first',
  },
} satisfies Record<SubmissionErrorCode, ErrorSpec>;

export const submissionError = domainErrors(SUBMISSION_ERRORS);
