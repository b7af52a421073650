import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SubmissionStatus } from '../contest/submission-statuses';

export type StatusActorType = 'participant' | 'system' | 'admin';

/** One step in an entry's status history: who moved it, when, and why. */
@Entity('submission_status_changes')
export class SubmissionStatusChange {
  /** bigserial: kept as a string, as pg returns int8. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column()
  submissionId!: string;

  /** Null for the first row (the entry's creation). */
  @Column({ type: 'varchar', nullable: true })
  fromStatus!: SubmissionStatus | null;

  @Column({ type: 'varchar' })
  toStatus!: SubmissionStatus;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'varchar' })
  actorType!: StatusActorType;

  /** The participant's or console account's id; null for the system. */
  @Column({ type: 'varchar', nullable: true })
  actorId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
