import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';
import { Round } from '../contest/round.entity';
import { formatIstDateTime, roundName } from '../contest/round-schedule';

/** Refusals of closing, reopening and promoting a round from the console. */
export enum RoundErrorCode {
  AlreadyClosed = 'round_already_closed',
  RankingChanged = 'ranking_changed',
  NotClosed = 'round_not_closed',
  NextRoundStarted = 'next_round_started',
  NextRoundInProgress = 'next_round_in_progress',
  NotStarted = 'round_not_started',
  PreviousRoundOpen = 'previous_round_open',
  NothingToPromote = 'nothing_to_promote',
  CloseNotAcknowledged = 'close_not_acknowledged',
}

/** What closing a round would do that the organiser must acknowledge first (CloseRoundDto's flags). */
export interface CloseWarnings {
  round: Round;
  /** Entries of the round still awaiting verification: closing leaves them out for good. */
  pendingEntries: number;
  /** Creators going through, or null for the final (it promotes nobody). */
  advancing: number | null;
}

const ROUND_ERRORS = {
  [RoundErrorCode.AlreadyClosed]: {
    status: HttpStatus.CONFLICT,
    message: (round: Round) => `${roundName(round)} is already closed`,
  },
  [RoundErrorCode.RankingChanged]: {
    status: HttpStatus.CONFLICT,
    message: 'The ranking has changed since the preview; look at the line again before closing',
  },
  [RoundErrorCode.NotClosed]: {
    status: HttpStatus.CONFLICT,
    message: (round: Round) => `${roundName(round)} is not closed`,
  },
  [RoundErrorCode.NextRoundStarted]: {
    status: HttpStatus.CONFLICT,
    message: ({ round, next, startedAt }: { round: Round; next: Round; startedAt: Date }) =>
      `${roundName(next)} started on ${formatIstDateTime(startedAt)}: ${roundName(round)} can no longer be reopened`,
  },
  [RoundErrorCode.NextRoundInProgress]: {
    status: HttpStatus.CONFLICT,
    message: ({ round, next }: { round: Round; next: Round }) =>
      `Jurors are already assigned in ${roundName(next)}: remove their assignments before reopening ${roundName(round)}`,
  },
  [RoundErrorCode.NotStarted]: {
    status: HttpStatus.CONFLICT,
    message: (round: Round) =>
      round.startsAt
        ? `${roundName(round)} has not started yet (it opens on ${formatIstDateTime(round.startsAt)}): it cannot be closed before it starts`
        : `${roundName(round)} has no start date yet: set its dates before closing it`,
  },
  [RoundErrorCode.PreviousRoundOpen]: {
    status: HttpStatus.CONFLICT,
    message: ({ round, previous }: { round: Round; previous: Round }) =>
      `${roundName(previous)} is still open: close it (and promote its creators) before closing ${roundName(round)}`,
  },
  [RoundErrorCode.NothingToPromote]: {
    status: HttpStatus.CONFLICT,
    message: (round: Round) => `Round ${round.id} promotes nobody: it is the final`,
  },
  [RoundErrorCode.CloseNotAcknowledged]: {
    status: HttpStatus.CONFLICT,
    message: ({ round, pendingEntries, advancing }: CloseWarnings) => {
      const outcomes = [
        pendingEntries
          ? `leave ${pendingEntries} ${pendingEntries === 1 ? 'entry' : 'entries'} still pending verification out for good`
          : null,
        advancing === 0 ? `send nobody through to Round ${round.id + 1}` : null,
      ];
      return `Closing ${roundName(round)} now would ${outcomes.filter(Boolean).join(' and ')}: acknowledge this to close it anyway`;
    },
  },
} satisfies Record<RoundErrorCode, ErrorSpec>;

export const roundError = domainErrors(ROUND_ERRORS);
