import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Participant } from '../profile/participant.entity';
import type { IdentityProvider } from './identity.entity';

export type SignInMethod = IdentityProvider;

/** One refresh token, stored as its SHA-256; `familyId` groups the tokens one sign-in rotated through. */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column()
  participantId!: string;

  @ManyToOne(() => Participant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participant_id' })
  participant?: Participant;

  @Column('uuid')
  familyId!: string;

  @Column({ type: 'varchar' })
  signInMethod!: SignInMethod;

  @Column({ type: 'char', length: 64 })
  tokenHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Set when the token was exchanged for its successor; presenting it again means it was copied. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
