import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One line of a round's final ranking, frozen when the round closes (RoundStandingsRepository.freeze): Rounds 1–2
 * one per creator (their best film) with the blended ranking's inputs, Rounds 3–4 one per entry with its jury
 * score. Results pages, the results CSV and certificates read it.
 */
@Entity('round_standings')
export class RoundStanding {
  @PrimaryColumn({ type: 'smallint' })
  roundId!: number;

  @PrimaryColumn({ type: 'uuid' })
  submissionId!: string;

  @Column({ type: 'uuid' })
  participantId!: string;

  @Column({ type: 'int' })
  rank!: number;

  @Column({ type: 'double precision', nullable: true })
  score!: number | null;

  /** bigint in the database: read as text so large counts stay exact. */
  @Column({ type: 'bigint', nullable: true })
  views!: string | null;

  @Column({ type: 'bigint', nullable: true })
  likes!: string | null;

  @Column({ type: 'int', nullable: true })
  votes!: number | null;

  @Column({ type: 'double precision', nullable: true })
  viewsPercentile!: number | null;

  @Column({ type: 'double precision', nullable: true })
  votesPercentile!: number | null;

  /** Went into the next round (always false in the final). */
  @Column()
  advanced!: boolean;
}
