import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { AssignmentRowDto } from '../assignments/jury-assignment.dto';

export class CreateJuryConflictDto {
  @ApiProperty({ description: 'The juror (a jury console account)' })
  @IsUUID()
  jurorId!: string;

  @ApiProperty({ description: 'The participant whose entries this juror must not judge' })
  @IsUUID()
  participantId!: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why, for the record (e.g. "cousin", "same studio")' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}

/** A recorded conflict, naming its juror as the assignments list does. */
export class JuryConflictRowDto extends PickType(AssignmentRowDto, ['id', 'jurorId', 'jurorEmail', 'jurorName']) {
  @ApiProperty({ format: 'uuid' })
  participantId!: string;

  @ApiProperty({ type: String, nullable: true })
  participantName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}
