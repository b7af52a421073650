import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class CreateJuryConflictDto {
  @ApiProperty({ description: 'The juror (a jury console account)' })
  @IsUUID()
  jurorId!: string;

  @ApiProperty({ description: 'The participant whose entries this juror must not judge' })
  @IsUUID()
  participantId!: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why, for the record (e.g. "cousin", "same studio")' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}
