import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/** Refusals of a public vote (a blocked voter is `account_blocked`, an unknown entry `not_found`). */
export enum VoteErrorCode {
  VoterUnverified = 'voter_unverified',
  OwnEntry = 'own_entry',
  VotingClosed = 'voting_closed',
  AlreadyVoted = 'already_voted',
  VoteLimitReached = 'vote_limit_reached',
}

const VOTE_ERRORS = {
  [VoteErrorCode.VoterUnverified]: { status: HttpStatus.FORBIDDEN, message: 'Verify your mobile number to vote.' },
  [VoteErrorCode.OwnEntry]: { status: HttpStatus.FORBIDDEN, message: 'You cannot vote for your own entry.' },
  [VoteErrorCode.VotingClosed]: { status: HttpStatus.CONFLICT, message: 'Voting for this entry is not open now.' },
  [VoteErrorCode.AlreadyVoted]: { status: HttpStatus.CONFLICT, message: 'You have already voted for this entry.' },
  [VoteErrorCode.VoteLimitReached]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: "You have used today's votes. Come back tomorrow.",
  },
} satisfies Record<VoteErrorCode, ErrorSpec>;

export const voteError = domainErrors(VOTE_ERRORS);
