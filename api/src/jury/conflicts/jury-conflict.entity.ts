import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A conflict of interest recorded in advance: this juror never judges this participant's entries. */
@Entity('jury_conflicts')
export class JuryConflict {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  jurorId!: string;

  @Column()
  participantId!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  @Column({ type: 'uuid', nullable: true })
  recordedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
