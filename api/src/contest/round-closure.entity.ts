import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RankingMethod } from './round-ranking';

/** A round an organiser has closed: its ranking is final and jury scores are frozen. */
@Entity('round_closures')
export class RoundClosure {
  @PrimaryColumn({ type: 'smallint' })
  roundId!: number;

  @Column({ type: 'int', nullable: true })
  advanceCount!: number | null;

  @Column({ type: 'jsonb' })
  method!: RankingMethod;

  @Column({ type: 'uuid', nullable: true })
  closedBy!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  closedAt!: Date;
}
