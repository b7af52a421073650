import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An entry promoted into a round, with its place and score in the previous round's final ranking. */
@Entity('round_advancements')
export class RoundAdvancement {
  @PrimaryColumn({ type: 'smallint' })
  roundId!: number;

  @PrimaryColumn('uuid')
  submissionId!: string;

  @Column()
  position!: number;

  @Column({ type: 'double precision' })
  score!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
