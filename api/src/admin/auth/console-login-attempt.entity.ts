import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const LOGIN_OUTCOMES = ['success', 'bad_password', 'unknown_account', 'locked', 'disabled'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** Every console sign-in attempt, successful or not (organisers review them in the console). */
@Entity('console_login_attempts')
export class ConsoleLoginAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column()
  email!: string;

  @Column({ type: 'uuid', nullable: true })
  accountId!: string | null;

  @Column({ type: 'varchar' })
  outcome!: LoginOutcome;

  @Column({ type: 'varchar', nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
