import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Where a juror's work on an assignment stands (derived from its score and its round's closure): an
 * assignment left unscored when its round closed is `not_scored`, never again "to score".
 */
export const ASSIGNMENT_STATES = ['to_score', 'scored', 'abstained', 'not_scored'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** The state in SQL, over an assignment's score `sc` and its round's closure `rc` (both left-joined). */
export const ASSIGNMENT_STATE_SQL = `CASE WHEN sc.id IS NOT NULL AND sc.conflict THEN 'abstained' WHEN sc.id IS NOT NULL THEN 'scored'
  WHEN rc.round_id IS NOT NULL THEN 'not_scored' ELSE 'to_score' END`;

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
