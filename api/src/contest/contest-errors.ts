import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';
import { Round } from './round.entity';
import { formatIstDateTime, roundClosesAt, roundName, RoundStatus } from './round-schedule';

/** Refusals of the contest's rounds: entering one that does not take entries, editing one's dates. */
export enum ContestErrorCode {
  RoundClosed = 'round_closed',
  NotPromoted = 'not_promoted',
  InvalidRoundDates = 'invalid_round_dates',
}

const CONTEST_ERRORS = {
  [ContestErrorCode.RoundClosed]: {
    status: HttpStatus.CONFLICT,
    /** The round flagged to take entries and where it stands, or null when no round is. */
    message: (flagged: { round: Round; status: RoundStatus } | null) =>
      !flagged
        ? 'No round is open for submissions at the moment'
        : flagged.status === 'closed'
          ? `${roundName(flagged.round)} closed on ${formatIstDateTime(roundClosesAt(flagged.round)!)}`
          : flagged.round.startsAt
            ? `${roundName(flagged.round)} opens on ${formatIstDateTime(flagged.round.startsAt)}`
            : `${roundName(flagged.round)} is not open for submissions yet`,
  },
  [ContestErrorCode.NotPromoted]: {
    status: HttpStatus.FORBIDDEN,
    message: (round: Round) => `Only the creators promoted to ${roundName(round)} may submit a film in it`,
  },
  [ContestErrorCode.InvalidRoundDates]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'A round cannot end before it starts',
  },
} satisfies Record<ContestErrorCode, ErrorSpec>;

export const contestError = domainErrors(CONTEST_ERRORS);
