import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const CONSOLE_ROLES = ['admin', 'jury'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** An organiser (`admin`) or a juror (`jury`) of the console; never a participant. */
@Entity('console_accounts')
export class ConsoleAccount {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  email!: string;

  @Column({ type: 'varchar', nullable: true })
  displayName!: string | null;

  @Column({ select: false })
  passwordHash!: string;

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
