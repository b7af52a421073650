import { ApiProperty } from '@nestjs/swagger';
import { SAMPLE_SOURCES, SampleSource } from '../metrics/providers/metrics-provider';
import { MISSING_STEP_CODES, MissingStepCode } from './entry-steps';
import { SUBMISSION_CATEGORIES, SubmissionCategory } from '../contest/submission-categories';
import { SUBMISSION_STATUSES, SubmissionStatus } from '../contest/submission-statuses';

export class SubmissionMetricsDto {
  @ApiProperty({ type: Number, nullable: true })
  views!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'null: hidden by the owner' })
  likes!: number | null;

  @ApiProperty()
  votes!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt!: string | null;

  @ApiProperty({ enum: SAMPLE_SOURCES, enumName: 'SampleSource', nullable: true })
  source!: SampleSource | null;
}

/** A step the entrant still has to take (or wait for), in plain words. */
export class MissingStepDto {
  @ApiProperty({ enum: MISSING_STEP_CODES, enumName: 'MissingStepCode' })
  code!: MissingStepCode;

  @ApiProperty()
  message!: string;
}

/** One of the participant's own entries (SubmissionView). */
export class SubmissionViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  instagramUrl!: string;

  @ApiProperty({ enum: SUBMISSION_CATEGORIES, enumName: 'SubmissionCategory' })
  category!: SubmissionCategory;

  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus' })
  status!: SubmissionStatus;

  @ApiProperty({ type: String, nullable: true, description: 'Why it was rejected or disqualified' })
  rejectionReason!: string | null;

  @ApiProperty()
  roundId!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: SubmissionMetricsDto, nullable: true })
  metrics!: SubmissionMetricsDto | null;

  @ApiProperty({ type: Number, nullable: true, description: 'On the latest published leaderboard' })
  rank!: number | null;

  @ApiProperty({ type: [MissingStepDto], description: 'Empty once decided' })
  missingSteps!: MissingStepDto[];
}

export class SubmissionListDto {
  @ApiProperty({ type: [SubmissionViewDto] })
  items!: SubmissionViewDto[];
}

/** Why the participant may not enter a film now: the refusal POST /submissions would answer. */
export class EntryRefusalDto {
  @ApiProperty({ enum: ['round_closed', 'not_promoted'], enumName: 'EntryRefusalCode' })
  code!: 'round_closed' | 'not_promoted';

  @ApiProperty()
  message!: string;
}

/** GET /submissions/eligibility: whether the entry form can take this participant's film, asked before they fill it. */
export class EntryEligibilityDto {
  @ApiProperty()
  mayEnter!: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The round taking entries, when the participant may enter',
  })
  roundId!: number | null;

  @ApiProperty({ type: EntryRefusalDto, nullable: true })
  refusal!: EntryRefusalDto | null;
}
