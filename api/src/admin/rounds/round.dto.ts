import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';

/** What the console edits on a round (ContestService.updateRound); null clears a date. */
export class UpdateRoundDto {
  @ApiPropertyOptional({ nullable: true, example: '2025-10-26T23:59:59+05:30' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  startsAt?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  endsAt?: string | null;

  @ApiPropertyOptional({ description: 'true moves the "accepts submissions" flag to this round' })
  @IsOptional()
  @IsBoolean()
  acceptsSubmissions?: boolean;

  @ApiPropertyOptional({ nullable: true, description: 'How many entries go through to the next round' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(1)
  @Max(100_000)
  advanceCount?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  evaluationMethod?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(500)
  videoRule?: string | null;

  @ApiPropertyOptional({ description: "Public voting open inside the round's dates" })
  @IsOptional()
  @IsBoolean()
  votingEnabled?: boolean;

  @ApiPropertyOptional({
    enum: ['day', 'round'],
    description: 'One vote per voter per entry per IST day, or per round',
  })
  @IsOptional()
  @IsIn(['day', 'round'])
  voteOncePer?: 'day' | 'round';

  @ApiPropertyOptional({ description: 'Votes one voter may cast per IST day (1-1000)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  voteDailyAllowance?: number;

  @ApiPropertyOptional({ description: 'Share of views in the blended score, 0-100 (votes have the rest)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  viewsWeightPercent?: number;
}

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class PromotionPreviewQuery {
  @ApiPropertyOptional({ description: "How many go through (default: the round's advance count)" })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(1)
  @Max(100_000)
  count?: number;

  @ApiPropertyOptional({ description: 'Rounds 3 and 4: rank on per-juror normalised scores' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  normalised?: boolean;
}

export class CloseRoundDto {
  @ApiPropertyOptional({ description: "How many go through (default: the round's advance count)" })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000)
  count?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  normalised?: boolean;

  @ApiPropertyOptional({ description: 'The last entry through in the preview the organiser saw; 409 if it moved' })
  @IsOptional()
  @IsUUID()
  lastAdvancingId?: string;
}
