import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Where a juror's work on an assignment stands (derived from its score). */
export const ASSIGNMENT_STATES = ['to_score', 'scored', 'abstained'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** A juror asked to score an entry in a jury round (3 or 4). */
@Entity('jury_assignments')
export class JuryAssignment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'smallint' })
  roundId!: number;

  @Column()
  submissionId!: string;

  @Column()
  jurorId!: string;

  @Column({ type: 'uuid', nullable: true })
  assignedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
