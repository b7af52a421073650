import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BROADCAST_AUDIENCES, BROADCAST_CHANNELS, BroadcastAudience } from './broadcasts.dto';
import { KIND_NAMES, NOTIFICATION_CHANNELS, NotificationChannel, NotificationKind } from './notification-kinds';
import { NOTIFICATION_STATUSES, NotificationStatus } from './notification.entity';

export class SiteNotificationsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

export class UpdatePreferencesDto {
  @ApiPropertyOptional({ description: 'Announcements by e-mail (deadlines, results, organisers’ messages)' })
  @IsOptional()
  @IsBoolean()
  announcementsEmail?: boolean;

  @ApiPropertyOptional({ description: 'Announcements by SMS' })
  @IsOptional()
  @IsBoolean()
  announcementsSms?: boolean;
}

export class PreferencesDto {
  @ApiProperty()
  announcementsEmail!: boolean;

  @ApiProperty()
  announcementsSms!: boolean;
}

export class SiteNotificationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'entry_verified' })
  kind!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: Date;
}

export class SiteNotificationListDto {
  @ApiProperty({ type: [SiteNotificationDto] })
  items!: SiteNotificationDto[];
}

export class UnsubscribeQueryDto {
  @IsString()
  @MaxLength(200)
  token!: string;
}

/** A message as the console lists it (the notifications resource). */
export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  idempotencyKey!: string;

  @ApiProperty({ enum: KIND_NAMES, enumName: 'NotificationKind' })
  kind!: NotificationKind;

  @ApiProperty({ enum: NOTIFICATION_CHANNELS, enumName: 'NotificationChannel' })
  channel!: NotificationChannel;

  @ApiProperty({ enum: ['transactional', 'announcement'], enumName: 'NotificationCategory' })
  category!: 'transactional' | 'announcement';

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  participantId!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'A console account (jurors, organisers)' })
  accountId!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: "The template's values" })
  params!: Record<string, string>;

  @ApiProperty({ enum: NOTIFICATION_STATUSES, enumName: 'NotificationStatus' })
  status!: NotificationStatus;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ description: 'Bumped by each retry from the console' })
  generation!: number;

  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;

  @ApiProperty({ type: String, nullable: true })
  providerResponse!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: Date | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  broadcastId!: string | null;
}

/** A broadcast as stored. */
export class BroadcastRecordDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: BROADCAST_AUDIENCES, enumName: 'BroadcastAudience' })
  audience!: BroadcastAudience;

  @ApiProperty({ type: Number, nullable: true })
  roundId!: number | null;

  @ApiProperty()
  subject!: string;

  @ApiProperty()
  message!: string;

  @ApiProperty({ enum: BROADCAST_CHANNELS, enumName: 'BroadcastChannel', isArray: true })
  channels!: string[];

  @ApiProperty()
  recipients!: number;

  @ApiProperty({ format: 'uuid', description: 'The console account that sent it' })
  createdBy!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}

export class BroadcastDeliveryDto {
  @ApiProperty({ description: 'Pending, queued or sending' })
  pending!: number;

  @ApiProperty()
  sent!: number;

  @ApiProperty()
  failed!: number;

  @ApiProperty()
  skipped!: number;
}

export class BroadcastProgressDto extends BroadcastRecordDto {
  @ApiProperty({ type: BroadcastDeliveryDto })
  progress!: BroadcastDeliveryDto;
}

export class RenderedEmailDto {
  @ApiProperty()
  subject!: string;

  @ApiProperty()
  text!: string;

  @ApiProperty()
  html!: string;
}

export class SiteMessageDto {
  @ApiProperty()
  title!: string;

  @ApiProperty()
  body!: string;
}

export class BroadcastPreviewDto {
  @ApiProperty({ description: 'How many people it reaches now' })
  recipients!: number;

  @ApiProperty({ type: RenderedEmailDto, nullable: true })
  email!: RenderedEmailDto | null;

  @ApiProperty({ type: String, nullable: true })
  sms!: string | null;

  @ApiProperty({ type: SiteMessageDto, nullable: true })
  site!: SiteMessageDto | null;
}
