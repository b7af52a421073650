import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { SUBMISSION_STATUSES, SubmissionStatus } from '../contest/submission-statuses';
import { GRIEVANCE_STATUSES, GRIEVANCE_TOPICS, GrievanceStatus, GrievanceTopic } from './grievances.repository';

/** The longest grievance, reply or internal note (the database holds the same limit). */
const MAX_GRIEVANCE_TEXT = 4000;

/** Statuses an organiser sets by hand; `answered` comes only with a reply (POST …/reply). */
const SETTABLE_STATUSES = ['open', 'in_progress', 'closed'] as const satisfies readonly GrievanceStatus[];

/** POST /me/grievances. */
export class RaiseGrievanceDto {
  @ApiProperty({
    enum: GRIEVANCE_TOPICS,
    enumName: 'GrievanceTopic',
    description: 'entry_decision: a rejection, disqualification or a round not passed; personal_data: DPDP rights',
  })
  @IsIn(GRIEVANCE_TOPICS)
  topic!: GrievanceTopic;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'One of your own entries; required for entry_decision',
  })
  @IsOptional()
  @IsUUID('all')
  submissionId?: string | null;

  @ApiProperty({ maxLength: MAX_GRIEVANCE_TEXT, description: 'What happened and what you ask for' })
  @IsString()
  @Matches(/\S/, { message: 'message must not be blank' })
  @MaxLength(MAX_GRIEVANCE_TEXT)
  message!: string;
}

/** A grievance as its author sees it: never the organisers' notes or who works on it. */
export class MyGrievanceDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'G-1A2B3C4D', description: 'The short reference every message about it quotes' })
  reference!: string;

  @ApiProperty({ enum: GRIEVANCE_TOPICS, enumName: 'GrievanceTopic' })
  topic!: GrievanceTopic;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  submissionId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The entry it is about: its Instagram link' })
  instagramUrl!: string | null;

  @ApiProperty()
  message!: string;

  @ApiProperty({ enum: GRIEVANCE_STATUSES, enumName: 'GrievanceStatus' })
  status!: GrievanceStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  receivedAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', description: 'The organisers answer by then' })
  dueAt!: Date;

  @ApiProperty({ type: String, nullable: true, description: "The organisers' answer" })
  reply!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  answeredAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt!: Date | null;
}

/** GET /me/grievances. */
export class MyGrievancesDto {
  @ApiProperty({ type: [MyGrievanceDto], description: 'Newest first' })
  items!: MyGrievanceDto[];

  @ApiProperty({ description: 'Days the organisers have to answer a grievance (GRIEVANCE_RESPONSE_DAYS)' })
  responseDays!: number;

  @ApiProperty({ description: 'How many grievances may wait for an answer at once' })
  maxOpen!: number;

  @ApiProperty({ description: 'As many wait for an answer as maxOpen: raising one more is refused (409)' })
  atLimit!: boolean;
}

/** A grievance in the console's queue. */
export class GrievanceRowDto extends MyGrievanceDto {
  @ApiProperty({ format: 'uuid' })
  participantId!: string;

  @ApiProperty({ type: String, nullable: true })
  participantName!: string | null;

  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus', nullable: true })
  entryStatus!: SubmissionStatus | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The reason the entrant was given (rejected, disqualified)',
  })
  entryStatusReason!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  assigneeId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  assigneeEmail!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Whole days until dueAt while unanswered (negative: days overdue); null once answered or closed',
  })
  daysLeft!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '3 days overdue',
    description: 'daysLeft in words, as reminders word it ("12 days left", "1 day overdue"); null with daysLeft',
  })
  countdown!: string | null;

  @ApiProperty({ description: 'Unanswered and past its due date' })
  overdue!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Its entry was reinstated from it' })
  reinstatedAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
}

export class GrievanceNoteDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  authorId!: string | null;

  @ApiProperty()
  authorEmail!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}

/** GET /admin/grievances/{id}: the row with its internal notes, oldest first. */
export class GrievanceDetailDto extends GrievanceRowDto {
  @ApiProperty({ type: [GrievanceNoteDto] })
  notes!: GrievanceNoteDto[];
}

/** PUT /admin/grievances/{id}: the status, the assignee, or both (the console sends only these). */
export class UpdateGrievanceDto {
  @ApiPropertyOptional({ enum: SETTABLE_STATUSES, enumName: 'GrievanceSettableStatus' })
  @IsOptional()
  @IsIn(SETTABLE_STATUSES)
  status?: (typeof SETTABLE_STATUSES)[number];

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'An enabled organiser; null: nobody',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all')
  assigneeId?: string | null;
}

export class GrievanceNoteInputDto {
  @ApiProperty({ maxLength: MAX_GRIEVANCE_TEXT })
  @IsString()
  @Matches(/\S/, { message: 'body must not be blank' })
  @MaxLength(MAX_GRIEVANCE_TEXT)
  body!: string;
}

export class GrievanceReplyDto {
  @ApiProperty({ maxLength: MAX_GRIEVANCE_TEXT, description: 'The answer the participant reads on the site' })
  @IsString()
  @Matches(/\S/, { message: 'reply must not be blank' })
  @MaxLength(MAX_GRIEVANCE_TEXT)
  reply!: string;

  @ApiPropertyOptional({ description: 'Close it with this answer (default: answered, still open to follow-up)' })
  @IsOptional()
  @IsBoolean()
  close?: boolean;
}
