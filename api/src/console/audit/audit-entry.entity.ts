import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One console write: who did what to which record, with the record before and after. */
@Entity('console_audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column()
  actorEmail!: string;

  @Column()
  action!: string;

  @Column()
  resource!: string;

  @Column({ type: 'varchar', nullable: true })
  resourceId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before!: unknown;

  @Column({ type: 'jsonb', nullable: true })
  after!: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
