import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
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
  ValidateNested,
} from 'class-validator';
import { RoundViewDto } from '../contest/contest.dto';
import { VOTE_ONCE_PER } from '../contest/round.entity';
import { TRANSLATED_LANGUAGES, TranslatedLanguage } from '../common/languages';

/** A round's visitor-facing texts in one language; an empty or missing one shows the English text there. */
export class RoundTranslationDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(120)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  evaluationMethod?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(120)
  participantsLabel?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  videoRule?: string;
}

/** A round's texts by language code (the site's languages but English, which is the round's own columns). */
export class RoundTranslationsDto {}
for (const code of TRANSLATED_LANGUAGES) {
  ApiPropertyOptional({ type: RoundTranslationDto })(RoundTranslationsDto.prototype, code);
  IsOptional()(RoundTranslationsDto.prototype, code);
  ValidateNested()(RoundTranslationsDto.prototype, code);
  Type(() => RoundTranslationDto)(RoundTranslationsDto.prototype, code);
}
export type RoundTranslationsInput = { [Code in TranslatedLanguage]?: RoundTranslationDto };

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
    enum: VOTE_ONCE_PER,
    enumName: 'VoteOncePer',
    description: 'One vote per voter per entry per IST day, or per round',
  })
  @IsOptional()
  @IsIn(VOTE_ONCE_PER)
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

  @ApiPropertyOptional({
    type: RoundTranslationsDto,
    description: "The round's texts in other languages (replaces every language's set; a language left out has none)",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => RoundTranslationsDto)
  translations?: RoundTranslationsInput;
}

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class PromotionPreviewQuery {
  @ApiPropertyOptional({ description: "How many go through (default: the round's advance count)" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
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

  @ApiPropertyOptional({
    description: 'Close although entries still await verification (they are left out); else 409 close_not_acknowledged',
  })
  @IsOptional()
  @IsBoolean()
  acknowledgePendingEntries?: boolean;

  @ApiPropertyOptional({
    description: 'Close although nobody goes through to the next round; else 409 close_not_acknowledged',
  })
  @IsOptional()
  @IsBoolean()
  acknowledgeNobodyThrough?: boolean;
}

/** How a round ranks: views and public votes blended (1–2), views and jury combined (3), jury alone (4). */
export class RankingMethodDto {
  @ApiProperty({ enum: ['views', 'blend', 'combined', 'jury'], enumName: 'RankingKind' })
  ranking!: 'views' | 'blend' | 'combined' | 'jury';

  @ApiPropertyOptional({ description: 'Jury rounds: per-juror normalised scores' })
  normalised?: boolean;

  @ApiPropertyOptional({ description: 'Blend and Round 3: the share of views in the final score (0–1)' })
  viewsWeight?: number;

  @ApiPropertyOptional({ description: 'Blend: the share of public votes in the final score (0–1)' })
  votesWeight?: number;
}

/**
 * What the console shows of a round beyond the public view's fields: its settings as stored, the dates as
 * stored (the public view formats them), and how far its closing went.
 */
class RoundRowFields {
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startsAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endsAt!: Date | null;

  @ApiProperty()
  participantsLabel!: string;

  @ApiProperty()
  votingEnabled!: boolean;

  @ApiProperty({ enum: VOTE_ONCE_PER, enumName: 'VoteOncePer' })
  voteOncePer!: (typeof VOTE_ONCE_PER)[number];

  @ApiProperty()
  voteDailyAllowance!: number;

  @ApiProperty()
  viewsWeightPercent!: number;

  @ApiProperty({ type: RoundTranslationsDto })
  translations!: RoundTranslationsInput;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;

  @ApiProperty({ description: 'Verified entries taking part' })
  verifiedEntries!: number;

  @ApiProperty({ description: 'Entries in the round still awaiting verification (closing leaves them out)' })
  pendingEntries!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt!: Date | null;

  @ApiProperty({ type: String, nullable: true })
  closedBy!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'How many went through when it was closed; null while open, and for the final',
  })
  promoted!: number | null;

  @ApiProperty({ type: RankingMethodDto, nullable: true })
  method!: RankingMethodDto | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When an organiser published the round's results; null: not published",
  })
  publishedAt!: Date | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Published results are public from this time on; null: at once (or not published)',
  })
  embargoUntil!: Date | null;
}

/** A round as the console edits it (RoundRow): the public round's own fields, and the console's. */
export class RoundRowDto extends IntersectionType(
  PickType(RoundViewDto, [
    'id',
    'slug',
    'phase',
    'title',
    'description',
    'acceptsSubmissions',
    'evaluationMethod',
    'advanceCount',
    'videoRule',
    'status',
  ] as const),
  RoundRowFields,
) {}

export class RankedEntryDto {
  @ApiProperty()
  position!: number;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty()
  instagramUrl!: string;

  @ApiProperty({ type: String, nullable: true })
  author!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  views!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'What the ranking sorts on' })
  score!: number | null;
}

export class PromotionPreviewDto {
  @ApiProperty()
  roundId!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null: the final round' })
  nextRoundId!: number | null;

  @ApiProperty()
  count!: number;

  @ApiProperty({ type: RankingMethodDto })
  method!: RankingMethodDto;

  @ApiProperty({ description: 'Creators with a verified film in the round' })
  total!: number;

  @ApiProperty({ description: 'Entries in the round still awaiting verification: closing leaves them out' })
  pendingEntries!: number;

  @ApiProperty({ type: [RankedEntryDto] })
  advancing!: RankedEntryDto[];

  @ApiProperty({ type: [RankedEntryDto], description: 'The entries just below the line' })
  cut!: RankedEntryDto[];

  @ApiProperty({ description: 'The last one in and the first one out tie: the tie-break decided' })
  tieAtBoundary!: boolean;
}
