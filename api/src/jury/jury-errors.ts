import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/** Refusals of jury work: assignments, conflicts of interest, and a juror reaching an entry not theirs. */
export enum JuryErrorCode {
  WorkFinal = 'jury_work_final',
  JurorConflict = 'juror_conflict',
  AlreadyAssigned = 'already_assigned',
  AssignmentScored = 'assignment_scored',
  EntryNotInRound = 'entry_not_in_round',
  JurorAlreadyAssigned = 'juror_already_assigned',
  ConflictExists = 'conflict_exists',
  /** A juror opening or scoring an entry that is not assigned to them (the scores and entries share it). */
  NotAssigned = 'not_assigned',
}

const JURY_ERRORS = {
  [JuryErrorCode.WorkFinal]: {
    status: HttpStatus.CONFLICT,
    message: (roundId: number) => `Round ${roundId} is closed: its jury work is final`,
  },
  [JuryErrorCode.JurorConflict]: {
    status: HttpStatus.CONFLICT,
    message: ({ recorded }: { recorded: boolean }) =>
      recorded
        ? "This juror has a recorded conflict of interest with this entry's author"
        : 'This juror declared a conflict of interest with this entry',
  },
  [JuryErrorCode.AlreadyAssigned]: {
    status: HttpStatus.CONFLICT,
    message: 'This juror is already assigned to this entry',
  },
  [JuryErrorCode.AssignmentScored]: { status: HttpStatus.CONFLICT, message: 'The juror has already scored this entry' },
  [JuryErrorCode.EntryNotInRound]: {
    status: HttpStatus.CONFLICT,
    message: (roundId: number) =>
      `Only verified entries taking part in round ${roundId}, of creators not blocked, can be assigned to its jury`,
  },
  [JuryErrorCode.JurorAlreadyAssigned]: {
    status: HttpStatus.CONFLICT,
    message: (held: number) =>
      `This juror is already assigned ${held === 1 ? "one of this participant's entries" : `${held} of this participant's entries`}: unassign them first (a scored one stays, and the juror can abstain on it)`,
  },
  [JuryErrorCode.ConflictExists]: {
    status: HttpStatus.CONFLICT,
    message: 'This conflict of interest is already recorded',
  },
  [JuryErrorCode.NotAssigned]: { status: HttpStatus.FORBIDDEN, message: 'This entry is not assigned to you' },
} satisfies Record<JuryErrorCode, ErrorSpec>;

export const juryError = domainErrors(JURY_ERRORS);
