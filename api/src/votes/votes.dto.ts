import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { PhoneCodeRequestDto } from '../auth/auth.dto';
import { LeaderboardItemDto } from '../leaderboard/leaderboard.dto';
import { SAMPLE_SOURCES, SampleSource } from '../metrics/providers/metrics-provider';

/** POST /me/phone/start: the same body as a phone sign-in code request. */
export class PhoneStartDto extends PhoneCodeRequestDto {}

/** POST /me/phone/verify: the number and the code sent to it. */
export class PhoneVerifyDto {
  @ApiProperty({ example: '+919876543210' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  phone!: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'code must be the 6 digits we sent' })
  code!: string;
}

export class VoteAcceptedDto {
  @ApiProperty({ description: "The entry's votes in the round being voted on, this one included" })
  votes!: number;

  @ApiProperty({ type: String, nullable: true, description: 'When this voter may vote for this entry again' })
  nextVoteAt!: string | null;
}

export class VerifiedPhoneDto {
  @ApiProperty({ example: '+919876543210' })
  phone!: string;
}

export class PublicEntryMetricsDto {
  @ApiProperty({ type: Number, nullable: true })
  views!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  likes!: number | null;

  @ApiProperty({ description: "While voting is open, the live count; after it, the board round's" })
  votes!: number;

  @ApiProperty({ enum: SAMPLE_SOURCES, enumName: 'SampleSource', nullable: true })
  source!: SampleSource | null;
}

export class VotingWindowDto {
  @ApiProperty()
  roundId!: number;

  @ApiProperty({ format: 'date-time' })
  closesAt!: string;
}

/** GET /entries/{id}: what a board item says of the entry, its rank and figures as of now, and its voting. */
export class PublicEntryDto extends OmitType(LeaderboardItemDto, ['rank', 'metrics'] as const) {
  @ApiProperty({ type: Number, nullable: true, description: 'On the last published board; null until ranked' })
  rank!: number | null;

  @ApiProperty({ type: PublicEntryMetricsDto })
  metrics!: PublicEntryMetricsDto;

  @ApiProperty({ type: VotingWindowDto, nullable: true, description: 'The round taking votes for it now, if any' })
  voting!: VotingWindowDto | null;
}

export class VoteFlagCountsDto {
  @ApiProperty()
  newAccount!: number;

  @ApiProperty()
  sameAddress!: number;

  @ApiProperty()
  burst!: number;
}

export class VoteTimelineHourDto {
  @ApiProperty({ format: 'date-time' })
  hour!: string;

  @ApiProperty()
  votes!: number;

  @ApiProperty()
  voided!: number;

  @ApiProperty()
  flagged!: number;

  @ApiProperty()
  burst!: boolean;
}

/** An entry's votes as the console reviews them (GET /admin/entries/{id}/votes). */
export class VoteReviewDto {
  @ApiProperty()
  counted!: number;

  @ApiProperty()
  voided!: number;

  @ApiProperty({ description: 'Counted votes carrying at least one flag' })
  flagged!: number;

  @ApiProperty({ description: 'flagged / counted, 0 to 1' })
  flaggedShare!: number;

  @ApiProperty({ type: VoteFlagCountsDto })
  flags!: VoteFlagCountsDto;

  @ApiProperty({ type: [VoteTimelineHourDto] })
  timeline!: VoteTimelineHourDto[];
}

export class VotesVoidedDto {
  @ApiProperty()
  voided!: number;

  @ApiProperty({ type: VoteReviewDto })
  votes!: VoteReviewDto;
}
