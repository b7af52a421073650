import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type LoginOutcome = 'success' | 'bad_password' | 'unknown_account' | 'locked' | 'disabled';

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
