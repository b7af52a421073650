import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const SUBMISSION_CATEGORIES = ['life', 'action', 'philosophy', 'policies'] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];

export const SUBMISSION_STATUSES = ['pending', 'verified', 'rejected', 'disqualified'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A participant's entry: one Instagram post, held by at most one live (not rejected) entry. */
@Entity('submissions')
export class Submission {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  participantId!: string;

  @Column({ type: 'smallint' })
  roundId!: number;

  /** Canonical form https://www.instagram.com/reel/{shortcode}/ */
  @Column()
  instagramUrl!: string;

  @Column()
  shortcode!: string;

  @Column({ type: 'varchar' })
  category!: SubmissionCategory;

  @Column({ type: 'varchar', default: 'pending' })
  status!: SubmissionStatus;

  /** Why the entry was rejected or disqualified; shown to the participant. */
  @Column({ type: 'text', nullable: true })
  statusReason!: string | null;

  @Column()
  hashtagsAdded!: boolean;

  @Column()
  consent!: boolean;

  /** The Graph API id, once the metrics worker has matched the post. */
  @Column({ type: 'varchar', nullable: true })
  igMediaId!: string | null;

  /** The post owner's username as the Graph API reports it. */
  @Column({ type: 'varchar', nullable: true })
  igUsername!: string | null;

  /** The username typed before `/reel/` in the entered link: a hint where to look, never proof. */
  @Column({ type: 'varchar', nullable: true })
  linkUsername!: string | null;

  @Column({ default: false })
  isDemo!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  statusChangedAt!: Date;
}
