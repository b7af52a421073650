import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A juror's marks for one assignment (0–10 per criterion), or an abstention for a conflict of interest. */
@Entity('jury_scores')
export class JuryScore {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  assignmentId!: string;

  @Column({ default: false })
  conflict!: boolean;

  @Column({ type: 'smallint', nullable: true })
  creativity!: number | null;

  @Column({ type: 'smallint', nullable: true })
  culturalAuthenticity!: number | null;

  @Column({ type: 'smallint', nullable: true })
  technicalExcellence!: number | null;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  submittedAt!: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
