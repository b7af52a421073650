import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ConsoleRole } from '../../console/console-actor';

/** An organiser (`admin`) or a juror (`jury`) of the console; never a participant. */
@Entity('console_accounts')
export class ConsoleAccount {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  email!: string;

  @Column({ type: 'varchar', nullable: true })
  displayName!: string | null;

  /** Null until the person sets their own password from their invitation link. */
  @Column({ type: 'text', select: false, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar' })
  role!: ConsoleRole;

  @Column({ default: false })
  disabled!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
