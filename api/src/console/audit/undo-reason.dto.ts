import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** The longest reason an organiser may give for a decision or its undoing (kept in the audit log). */
export const MAX_REASON_LENGTH = 500;

/** Undoing a decision (reinstating an entry, reopening a round): why, for the record. */
export class UndoReasonDto {
  @ApiProperty({ description: 'Why the decision is undone (kept in the history and the audit log)' })
  @IsString()
  @Matches(/\S/, { message: 'reason must not be blank' })
  @MaxLength(MAX_REASON_LENGTH)
  reason!: string;
}
