import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TRANSLATED_LANGUAGES, TranslatedLanguage } from '../common/languages';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';
import { SUBMISSION_CATEGORIES } from '../contest/submission-categories';
import { INDIAN_STATES } from '../profile/states';

/** What a round's public results show: who went through (Rounds 1–3) or who won (Round 4). */
export const RESULT_OUTCOMES = ['top500', 'top100', 'finalists', 'winners'] as const;
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number];

/** Where the contest stands, as the site says it (see contest-stage.ts for each stage's rule). */
export const CONTEST_STAGES = [
  'upcoming',
  'entries_open',
  'voting',
  'jury',
  'finalists_announced',
  'winners_announced',
  'results_announced',
] as const;
export type ContestStage = (typeof CONTEST_STAGES)[number];

export const MAX_RESULTS_LIMIT = 100;
export const DEFAULT_RESULTS_LIMIT = 50;

const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

/** POST /admin/rounds/{id}/publish. */
export class PublishRoundDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'The results become public at this time (in the future); omitted: at once',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  embargoUntil?: string;
}

/** A round's publication as the console sees it. */
export class RoundPublicationDto {
  @ApiProperty()
  roundId!: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'When an organiser published it' })
  publishedAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: public since publishedAt' })
  embargoUntil!: Date | null;

  @ApiProperty({ description: 'Public now (published, and any embargo has passed)' })
  public!: boolean;
}

/** GET /results/{roundId}'s query. */
export class ResultsQueryDto {
  @ApiPropertyOptional({
    enum: INDIAN_STATES,
    enumName: 'IndianState',
    description: 'As listed by GET /profile/states',
  })
  @IsOptional()
  @IsIn(INDIAN_STATES)
  state?: string;

  @ApiPropertyOptional({ enum: SUBMISSION_CATEGORIES, enumName: 'SubmissionCategory' })
  @IsOptional()
  @IsIn(SUBMISSION_CATEGORIES)
  category?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_RESULTS_LIMIT, default: DEFAULT_RESULTS_LIMIT })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(MAX_RESULTS_LIMIT)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  offset?: number;
}

/** A text in the site's other languages, where the organisers wrote it (missing: show the English). */
export class TranslatedTextsDto {}
for (const code of TRANSLATED_LANGUAGES) {
  ApiPropertyOptional({ type: String })(TranslatedTextsDto.prototype, code);
}
export type TranslatedTexts = { [Code in TranslatedLanguage]?: string };

/** The ranking's inputs of a Round 1–2 line (percentiles 0–1). */
export class ResultFiguresDto {
  @ApiProperty({ type: Number, nullable: true })
  views!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  likes!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  votes!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'percent_rank of views among the round’s entries, 0–1' })
  viewsPercentile!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'percent_rank of votes among the round’s entries, 0–1' })
  votesPercentile!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The blended score the ranking sorted on, 0–1' })
  score!: number | null;
}

export class ResultPrizeDto {
  @ApiProperty()
  title!: string;

  @ApiProperty({ type: TranslatedTextsDto, description: 'The title in other languages (missing: show the English)' })
  translations!: TranslatedTexts;
}

/** One line of a round's public results. */
export class ResultLineDto {
  @ApiProperty({ description: "The rank in the round's frozen final ranking" })
  place!: number;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ description: 'As the leaderboard shows it ("Asha R.")' })
  displayName!: string;

  @ApiProperty({ type: String, nullable: true })
  state!: string | null;

  @ApiProperty({ enum: SUBMISSION_CATEGORIES, enumName: 'SubmissionCategory' })
  category!: string;

  @ApiProperty()
  instagramUrl!: string;

  @ApiPropertyOptional({ type: ResultFiguresDto, description: 'Rounds 1–2: what the ranking used' })
  figures?: ResultFiguresDto;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Rounds 3–4: the final jury score, 0–10' })
  score?: number | null;

  @ApiPropertyOptional({ type: ResultPrizeDto, description: "Round 4: the prize of this place (the site's prizes)" })
  prize?: ResultPrizeDto;
}

/** A round whose results are public. */
export class PublishedRoundDto {
  @ApiProperty()
  roundId!: number;

  @ApiProperty({ description: "The round's title as the organisers wrote it" })
  title!: string;

  @ApiProperty({ type: TranslatedTextsDto, description: "The round's title in other languages" })
  translations!: TranslatedTexts;

  @ApiProperty({ enum: RESULT_OUTCOMES, enumName: 'ResultOutcome' })
  outcome!: ResultOutcome;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the results became public' })
  publishedAt!: Date;

  @ApiProperty({ description: 'Lines on its results page: creators who went through, or the winners' })
  count!: number;
}

export class ContestStageDto {
  @ApiProperty({ enum: CONTEST_STAGES, enumName: 'ContestStage' })
  stage!: ContestStage;

  @ApiProperty({ type: Number, nullable: true, description: 'The round running now; null between rounds' })
  currentRoundId!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The latest round with public results' })
  latestResultsRoundId!: number | null;
}

/** GET /results. */
export class ResultsIndexDto {
  @ApiProperty({ type: ContestStageDto })
  stage!: ContestStageDto;

  @ApiProperty({ type: [PublishedRoundDto], description: 'In round order' })
  items!: PublishedRoundDto[];
}

/** GET /results/{roundId} and the console's publication preview. */
export class RoundResultsDto {
  @ApiProperty()
  roundId!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: TranslatedTextsDto, description: "The round's title in other languages" })
  translations!: TranslatedTexts;

  @ApiProperty({ enum: RESULT_OUTCOMES, enumName: 'ResultOutcome' })
  outcome!: ResultOutcome;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the results became public; null in a preview of unpublished results',
  })
  publishedAt!: Date | null;

  @ApiProperty({ description: 'Lines matching the filters' })
  total!: number;

  @ApiProperty({ type: [ResultLineDto] })
  items!: ResultLineDto[];
}

/** GET /me/results/{roundId}: the signed-in participant's line, and the offset of the page holding it. */
export class MyResultDto {
  @ApiProperty({ type: ResultLineDto, nullable: true, description: 'null: not among the published lines' })
  line!: ResultLineDto | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Lines before theirs (unfiltered), for ?offset=' })
  offset!: number | null;
}
