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
  EntryClaimRecorded = 'entry_claim_recorded',
  ClaimNotProven = 'claim_not_proven',
  ClaimClosed = 'claim_closed',
  ClaimantEntryLimitReached = 'claimant_entry_limit_reached',
  ClaimantHoldsAnotherAccount = 'claimant_holds_another_account',
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
    // Someone else's entry of the post answers entry_claim_recorded: this is the participant's own.
    message: 'You have already entered this Instagram post in the contest.',
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
  [SubmissionErrorCode.EntryClaimRecorded]: {
    status: HttpStatus.CONFLICT,
    message: (code: string) =>
      'Someone else has already entered this Instagram post. We have recorded your claim for the organisers. ' +
      `To prove the post is yours, add your ownership code ${code} to the post's caption on Instagram: ` +
      'the organisers will see the proof and can hand the entry to you.',
  },
  [SubmissionErrorCode.ClaimNotProven]: {
    status: HttpStatus.CONFLICT,
    message:
      "The claimant has not proven the post is theirs (their ownership code is not in the post's caption as " +
      'last read, nor is the owner an account they proved)',
  },
  [SubmissionErrorCode.ClaimClosed]: {
    status: HttpStatus.CONFLICT,
    message: 'This claim has already been resolved',
  },
  [SubmissionErrorCode.ClaimantEntryLimitReached]: {
    status: HttpStatus.CONFLICT,
    message: (limit: number) =>
      `The claimant already has ${limit} live ${limit === 1 ? 'entry' : 'entries'} in this entry's round, the ` +
      'limit: they must withdraw one (or an organiser reject one) before this entry can be handed to them',
  },
  [SubmissionErrorCode.ClaimantHoldsAnotherAccount]: {
    status: HttpStatus.CONFLICT,
    message: 'The claimant has already proven another Instagram account; a participant holds one proven account',
  },
} satisfies Record<SubmissionErrorCode, ErrorSpec>;

export const submissionError = domainErrors(SUBMISSION_ERRORS);
