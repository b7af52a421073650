import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An organiser made a closed round's results public (from embargoUntil on, if set); unpublishing deletes it. */
@Entity('round_publications')
export class RoundPublication {
  @PrimaryColumn({ type: 'smallint' })
  roundId!: number;

  @Column({ type: 'timestamptz' })
  publishedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  embargoUntil!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  publishedBy!: string | null;
}
