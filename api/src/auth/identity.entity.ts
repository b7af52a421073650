import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Participant } from '../profile/participant.entity';

export type IdentityProvider = 'google' | 'phone' | 'email';

/** One way a participant signs in: a Google subject, a verified phone number or e-mail address. */
@Entity('identities')
export class Identity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  participantId!: string;

  @ManyToOne(() => Participant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participant_id' })
  participant?: Participant;

  @Column({ type: 'varchar' })
  provider!: IdentityProvider;

  @Column()
  subject!: string;

  @Column({ type: 'varchar', nullable: true })
  email!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUsedAt!: Date;
}
