import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { TranslatedLanguage } from '../common/languages';

/** 'day': one vote per voter per entry per IST day; 'round': one per entry for the whole round. */
export const VOTE_ONCE_PER = ['day', 'round'] as const;
export type VoteOncePer = (typeof VOTE_ONCE_PER)[number];

/** A round's texts that a visitor reads, as the organisers wrote them in one language; a missing one shows the English. */
export interface RoundTranslation {
  title?: string;
  description?: string;
  evaluationMethod?: string;
  participantsLabel?: string;
  videoRule?: string;
}

/** A round's texts in each of the site's other languages that the organisers wrote them in. */
export type RoundTranslations = { [Code in TranslatedLanguage]?: RoundTranslation };

/** One of the contest's four rounds (seeded by the migration, edited from the console). */
@Entity('rounds')
export class Round {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column()
  slug!: string;

  @Column()
  title!: string;

  /** 'Round 1' ... 'Round 4'. */
  @Column()
  phase!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt!: Date | null;

  /** Entries are accepted while this is true and now is inside [startsAt, endsAt]. */
  @Column()
  acceptsSubmissions!: boolean;

  @Column({ type: 'text' })
  evaluationMethod!: string;

  /** 'Open Submissions', 'Top 500', 'Top 100', 'Top 20'. */
  @Column()
  participantsLabel!: string;

  /** How many entries go on to the next round; null for the final. */
  @Column({ type: 'int', nullable: true })
  advanceCount!: number | null;

  @Column({ type: 'text', nullable: true })
  videoRule!: string | null;

  /** Set when an organiser closes the round (before or after endsAt); cleared if they reopen it. */
  @Column({ type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  /** Public voting runs inside [startsAt, endsAt] while this is on (Rounds 1 and 2 by default). */
  @Column()
  votingEnabled!: boolean;

  /** 'day': one vote per voter per entry per IST day; 'round': one per entry for the whole round. */
  @Column({ type: 'varchar' })
  voteOncePer!: VoteOncePer;

  /** Votes one voter may cast per IST day, over all entries. */
  @Column({ type: 'int' })
  voteDailyAllowance!: number;

  /** Share of views in the round's blended score (votes have the rest). */
  @Column({ type: 'smallint' })
  viewsWeightPercent!: number;

  /** The visitor-facing texts above in the site's other languages, by language code. */
  @Column({ type: 'jsonb' })
  translations!: RoundTranslations;

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;
}
