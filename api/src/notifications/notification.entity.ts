import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BroadcastAudience } from './broadcasts.dto';
import type { NotificationCategory, NotificationChannel, NotificationKind } from './notification-kinds';
import type { TemplateParams } from './notification-templates';

export const NOTIFICATION_STATUSES = ['pending', 'queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** One message to one participant on one channel: the outbox row, then the history they read. */
@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  idempotencyKey!: string;

  @Column({ type: 'varchar' })
  kind!: NotificationKind;

  @Column({ type: 'varchar' })
  channel!: NotificationChannel;

  @Column({ type: 'varchar' })
  category!: NotificationCategory;

  @Column({ type: 'uuid', nullable: true })
  participantId!: string | null;

  /** Organisers' alerts go to console accounts. */
  @Column({ type: 'uuid', nullable: true })
  accountId!: string | null;

  /** The template's values; an invitation also carries its id, from which the worker derives the link. */
  @Column({ type: 'jsonb' })
  params!: TemplateParams & { invitationId?: string };

  @Column({ type: 'varchar' })
  status!: NotificationStatus;

  @Column()
  attempts!: number;

  @Column()
  generation!: number;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'text', nullable: true })
  providerResponse!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  broadcastId!: string | null;
}

/** A participant's choice of channels for announcements (transactional messages always go). */
@Entity('notification_preferences')
export class NotificationPreference {
  @PrimaryColumn()
  participantId!: string;

  @Column()
  announcementsEmail!: boolean;

  @Column()
  announcementsSms!: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** An organisers' message to a group; its messages are rows of `notifications` with its id. */
@Entity('notification_broadcasts')
export class NotificationBroadcast {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  audience!: BroadcastAudience;

  @Column({ type: 'smallint', nullable: true })
  roundId!: number | null;

  @Column()
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'text', array: true })
  channels!: string[];

  @Column()
  recipients!: number;

  @Column()
  createdBy!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
