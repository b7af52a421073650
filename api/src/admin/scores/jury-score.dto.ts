import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export const MAX_COMMENT_LENGTH = 2000;

/** A juror's marks (0–10 each) with a comment, or `conflict: true` to abstain (no marks). */
export class ScoreFieldsDto {
  @ApiPropertyOptional({ description: 'true: abstain, declaring a conflict of interest with this entry' })
  @IsOptional()
  @IsBoolean()
  conflict?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 10, description: 'Creativity and innovation (40 %)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  creativity?: number | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 10, description: 'Cultural authenticity (30 %)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  culturalAuthenticity?: number | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 10, description: 'Technical excellence (30 %)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  technicalExcellence?: number | null;

  @ApiPropertyOptional({ maxLength: MAX_COMMENT_LENGTH })
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
