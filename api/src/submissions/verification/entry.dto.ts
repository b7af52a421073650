import { OwnershipClaimDto } from '../claims/ownership-claim.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUTO_CHECK_NAMES, type AutoCheckName } from '../../metrics/auto-checks';
import { SAMPLE_SOURCES, SampleSource } from '../../metrics/providers/metrics-provider';
import { CREATOR_CATEGORIES, CreatorCategory } from '../../profile/participant.entity';
import { SUBMISSION_CATEGORIES, SubmissionCategory } from '../../contest/submission-categories';
import { SUBMISSION_STATUSES, SubmissionStatus } from '../../contest/submission-statuses';
import { AssignmentRowDto } from '../../jury/assignments/jury-assignment.dto';
import { ScoreRowDto } from '../../jury/scores/jury-score.dto';

/**
 * An entry as the console lists it (EntryRow). Jurors judge blind: the author's fields, the posting account,
 * votes and views-jump flags are left out for them, and views and likes are null unless their rounds show them.
 */
export class EntryRowDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty()
  instagramUrl!: string;

  @ApiProperty()
  shortcode!: string;

  @ApiProperty({ enum: SUBMISSION_CATEGORIES, enumName: 'SubmissionCategory' })
  category!: SubmissionCategory;

  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus' })
  status!: SubmissionStatus;

  @ApiProperty({ type: String, nullable: true })
  statusReason!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  statusChangedAt!: Date;

  @ApiProperty({ description: 'The round it was submitted in' })
  roundId!: number;

  @ApiProperty({ description: 'The furthest round it has reached (promotions included)' })
  stage!: number;

  @ApiProperty()
  isDemo!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Organisers only: the account that posted it' })
  igUsername?: string | null;

  @ApiProperty({ type: Number, nullable: true })
  views!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  likes!: number | null;

  @ApiPropertyOptional({ description: 'Organisers only: public votes counted, over every round' })
  votes?: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  metricsAt!: Date | null;

  @ApiPropertyOptional({ description: 'Set for a juror when the round hides views and likes (then null)' })
  metricsHidden?: boolean;

  @ApiProperty({ type: Boolean, nullable: true, description: 'null until the metrics worker has checked the post' })
  autoCheckPassed!: boolean | null;

  @ApiProperty({ description: "The Graph API named another account than the entrant's as the post's owner" })
  ownerMismatch!: boolean;

  @ApiPropertyOptional({ description: 'Organisers only: views jumps the metrics worker flagged' })
  anomalies?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'Organisers only' })
  participantId?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Organisers only' })
  author?: string | null;

  @ApiPropertyOptional({ enum: CREATOR_CATEGORIES, enumName: 'CreatorCategory', nullable: true })
  creatorCategory?: CreatorCategory | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Organisers only' })
  stateProvince?: string | null;
}

export class MetricSampleDto {
  @ApiProperty({ type: String, format: 'date-time' })
  sampledAt!: Date;

  @ApiProperty({ type: Number, nullable: true })
  views!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  likes!: number | null;

  @ApiProperty({ enum: SAMPLE_SOURCES, enumName: 'SampleSource' })
  source!: SampleSource;
}

export class AutoCheckItemDto {
  @ApiProperty({ enum: AUTO_CHECK_NAMES, enumName: 'AutoCheckName' })
  name!: AutoCheckName;

  @ApiProperty({ type: Boolean, nullable: true, description: 'What the worker found; null when unknown' })
  value!: boolean | null;

  @ApiProperty({ description: 'Whether this check lets the entry pass (an unknown owner does)' })
  passes!: boolean;
}

export class AutoCheckDto {
  @ApiProperty({ type: String, format: 'date-time' })
  checkedAt!: Date;

  @ApiProperty({ type: Boolean, nullable: true })
  collaborationFound!: boolean | null;

  @ApiProperty({ type: String, nullable: true })
  foundVia!: string | null;

  @ApiProperty({ type: Boolean, nullable: true })
  isReel!: boolean | null;

  @ApiProperty({ type: Boolean, nullable: true })
  hashtagsPresent!: boolean | null;

  @ApiProperty({ type: [String] })
  missingHashtags!: string[];

  @ApiProperty({ type: Boolean, nullable: true })
  mentionPresent!: boolean | null;

  @ApiProperty({ type: Boolean, nullable: true })
  postedInWindow!: boolean | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  postedAt!: Date | null;

  @ApiProperty({ type: Boolean, nullable: true, description: "The post's owner is the entrant; null when unknown" })
  ownerMatches!: boolean | null;

  @ApiProperty({ type: [AutoCheckItemDto], description: 'Every check, in order; `passed` is all of them passing' })
  checks!: AutoCheckItemDto[];

  @ApiProperty()
  passed!: boolean;
}

/** A sudden jump in views the metrics worker flagged. */
export class AnomalyFlagDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({ type: Number, nullable: true })
  previousViews!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  views!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  previousSampledAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  sampledAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  detectedAt!: Date;

  @ApiProperty({ enum: SAMPLE_SOURCES, enumName: 'SampleSource' })
  source!: SampleSource;
}

export class OwnershipDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The entrant's Instagram handle: the account they proved, else as typed (unverified)",
  })
  entrantHandle!: string | null;

  @ApiProperty({ description: 'Whether entrantHandle is an account the entrant proved theirs' })
  entrantVerified!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'The owner the Graph API named' })
  ownerUsername!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The link's username, if it has one" })
  linkUsername!: string | null;

  @ApiProperty({ type: Boolean, nullable: true })
  ownerMatches!: boolean | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'false: a personal account, unreadable before the Collab',
  })
  accountReadable!: boolean | null;

  @ApiProperty({ enum: ['accepted', 'pending', 'missing'], enumName: 'InvitationState', nullable: true })
  invitation!: 'accepted' | 'pending' | 'missing' | null;
}

/** Another entry of the same post. */
export class ClaimDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus' })
  status!: SubmissionStatus;

  @ApiProperty({ type: String, nullable: true })
  statusReason!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ format: 'uuid' })
  participantId!: string;

  @ApiProperty({ type: String, nullable: true })
  author!: string | null;

  @ApiProperty({ type: String, nullable: true })
  instagramHandle!: string | null;

  @ApiProperty({ type: String, nullable: true })
  linkUsername!: string | null;
}

export class StatusChangeDto {
  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus', nullable: true })
  fromStatus!: SubmissionStatus | null;

  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus' })
  toStatus!: SubmissionStatus;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ enum: ['participant', 'system', 'admin'], enumName: 'StatusActorType' })
  actorType!: 'participant' | 'system' | 'admin';

  @ApiProperty({ type: String, nullable: true })
  actorId!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}

/** GET /admin/entries/{id}: a juror gets the row, their own assignments and scores, and the figures' history. */
export class EntryDetailDto extends EntryRowDto {
  @ApiProperty({ type: [AssignmentRowDto] })
  assignments!: AssignmentRowDto[];

  @ApiProperty({ type: [ScoreRowDto] })
  scores!: ScoreRowDto[];

  @ApiProperty({ type: [MetricSampleDto], description: 'Empty for a juror when the round hides the figures' })
  metricHistory!: MetricSampleDto[];

  @ApiPropertyOptional({ type: OwnershipDto, description: 'Organisers only' })
  ownership?: OwnershipDto;

  @ApiPropertyOptional({ type: [ClaimDto], description: 'Organisers only' })
  claims?: ClaimDto[];

  @ApiPropertyOptional({
    type: [OwnershipClaimDto],
    description: 'Organisers only: ownership claims on this entry (attempts to enter its post, account conflicts)',
  })
  ownershipClaims?: OwnershipClaimDto[];

  @ApiPropertyOptional({ type: AutoCheckDto, nullable: true, description: 'Organisers only' })
  autoCheck?: AutoCheckDto | null;

  @ApiPropertyOptional({ type: [AnomalyFlagDto], description: 'Organisers only' })
  anomalyFlags?: AnomalyFlagDto[];

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'On the public board; organisers only' })
  rank?: number | null;

  @ApiPropertyOptional({ type: [StatusChangeDto], description: 'Organisers only' })
  history?: StatusChangeDto[];
}

export class BulkFailureDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  code!: string;

  @ApiProperty()
  message!: string;
}

export class BulkOutcomeDto {
  @ApiProperty({ type: [String], description: 'Ids of the entries updated' })
  updated!: string[];

  @ApiProperty({ type: [BulkFailureDto] })
  failed!: BulkFailureDto[];
}
