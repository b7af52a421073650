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
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}

export class JuryConflictRowDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  jurorId!: string;

  @ApiProperty()
  jurorEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  jurorName!: string | null;

  @ApiProperty({ format: 'uuid' })
  participantId!: string;

  @ApiProperty({ type: String, nullable: true })
  participantName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}
