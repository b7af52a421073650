import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SubmissionCategory } from '../contest/submission-categories';
import type { SubmissionStatus } from '../contest/submission-statuses';

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

  /** When, to which version (CONSENT_VERSION) and in which language the entrant gave the entry form's consent. */
  @Column({ type: 'timestamptz', nullable: true })
  consentedAt!: Date | null;

  @Column({ type: 'varchar', nullable: true })
  consentVersion!: string | null;

  @Column({ type: 'varchar', nullable: true })
  consentLanguage!: string | null;

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
