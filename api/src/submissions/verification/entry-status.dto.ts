import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { MAX_REASON_LENGTH, UndoReasonDto } from '../../console/audit/undo-reason.dto';

/** The decisions an organiser takes on an entry. */
export const CONSOLE_DECISIONS = ['verified', 'rejected', 'disqualified'] as const;
export type ConsoleDecision = (typeof CONSOLE_DECISIONS)[number];

export const MAX_BULK_ENTRIES = 200;

/** PUT /admin/entries/{id}: verify, or reject / disqualify with the reason the participant will read. */
export class EntryStatusDto {
  @ApiProperty({ enum: CONSOLE_DECISIONS, enumName: 'ConsoleDecision' })
  @IsIn(CONSOLE_DECISIONS)
  status!: ConsoleDecision;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Required to reject or disqualify; shown to the participant',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REASON_LENGTH)
  statusReason?: string | null;
}

export class BulkEntryStatusDto extends EntryStatusDto {
  @ApiProperty({ type: [String], maxItems: MAX_BULK_ENTRIES })
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_ENTRIES)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  ids!: string[];
}

/** POST /admin/entries/{id}/reinstate: why, and the grievance that asked for it, if one did. */
export class ReinstateEntryDto extends UndoReasonDto {
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: "A grievance about this entry: it records the reinstatement, and so does the audit log's entry",
  })
  @IsOptional()
  @IsUUID('all')
  grievanceId?: string;
}
