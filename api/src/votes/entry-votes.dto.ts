import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';

/** POST /admin/entries/{id}/votes/void: one voter's votes, or the flagged votes of a window, with a reason. */
export class VoidVotesDto {
  @ApiProperty({ description: 'Why (kept in the audit log and on each voided vote)' })
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  reason!: string;

  @ApiPropertyOptional({ description: "Void this voter's counted votes for the entry" })
  @ValidateIf((dto: VoidVotesDto) => dto.flaggedFrom === undefined && dto.flaggedTo === undefined)
  @IsUUID('all', { message: 'give voterId, or flaggedFrom and flaggedTo' })
  voterId?: string;

  @ApiPropertyOptional({ description: 'Void the flagged votes cast from this time…' })
  @ValidateIf((dto: VoidVotesDto) => dto.voterId === undefined)
  @IsISO8601({ strict: true })
  flaggedFrom?: string;

  @ApiPropertyOptional({ description: '…until this time (exclusive)' })
  @ValidateIf((dto: VoidVotesDto) => dto.voterId === undefined)
  @IsISO8601({ strict: true })
  flaggedTo?: string;
}
