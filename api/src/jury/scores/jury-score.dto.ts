import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export const MAX_COMMENT_LENGTH = 2000;

/** A juror's marks (0–10 each) with a comment, or `conflict: true` to abstain (no marks). */
export class ScoreFieldsDto {
  @ApiPropertyOptional({ description: 'true: abstain, declaring a conflict of interest with this entry' })
  @IsOptional()
  @IsBoolean()
  conflict?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 10,
    description: 'Creativity and innovation (40 %)',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  creativity?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 10,
    description: 'Cultural authenticity (30 %)',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  culturalAuthenticity?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 10,
    description: 'Technical excellence (30 %)',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  technicalExcellence?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_COMMENT_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_COMMENT_LENGTH)
  comment?: string | null;
}

export class CreateScoreDto extends ScoreFieldsDto {
  @ApiProperty()
  @IsUUID()
  assignmentId!: string;
}

/** A juror's score (the scores resource). */
export class ScoreRowDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  assignmentId!: string;

  @ApiProperty()
  roundId!: number;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ description: 'The entry as the lists name it (its Instagram post)' })
  shortcode!: string;

  @ApiProperty()
  instagramUrl!: string;

  @ApiProperty({ format: 'uuid' })
  jurorId!: string;

  @ApiProperty()
  jurorEmail!: string;

  @ApiProperty({ description: 'An abstention (conflict of interest): no marks' })
  conflict!: boolean;

  @ApiProperty({ type: Number, nullable: true })
  creativity!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  culturalAuthenticity!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  technicalExcellence!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '40/30/30 weighted mark, 0–10; null for an abstention' })
  weightedScore!: number | null;

  @ApiProperty({ type: String, nullable: true })
  comment!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  submittedAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
}
