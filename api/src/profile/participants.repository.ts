import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Participant } from './participant.entity';

/** The SQL on participants that goes beyond finding and saving one row by its key. */
@Injectable()
export class ParticipantsRepository {
  constructor(@InjectRepository(Participant) private readonly participants: Repository<Participant>) {}

  /** Blocks from now (keeping an earlier block's time) or unblocks. */
  async setBlocked(id: string, blocked: boolean): Promise<void> {
    await this.participants
      .createQueryBuilder()
      .update()
      .set({ blockedAt: () => (blocked ? 'COALESCE(blocked_at, now())' : 'NULL') })
      .where('id = :id', { id })
      .execute();
  }

  /** The accounts holding this normalised address, the verified one first, then the oldest; locked. */
  lockFirstByEmail(manager: EntityManager, email: string): Promise<Participant | null> {
    return manager
      .getRepository(Participant)
      .createQueryBuilder('participant')
      .where('lower(participant.email) = :email', { email })
      .orderBy('participant.email_verified', 'DESC')
      .addOrderBy('participant.created_at', 'ASC')
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Clears this normalised address from every account that holds it unverified. */
  async clearUnverifiedEmail(manager: EntityManager, email: string): Promise<void> {
    await manager
      .getRepository(Participant)
      .createQueryBuilder()
      .update()
      .set({ email: null, emailVerified: false })
      .where('lower(email) = :email AND NOT email_verified', { email })
      .execute();
  }

  /** Sets the account's phone number unless it has one already. */
  async setPhoneIfNone(manager: EntityManager, id: string, e164: string, countryCode: string): Promise<void> {
    await manager.query(
      `UPDATE participants SET phone_number = $2, phone_country_code = $3, updated_at = now()
        WHERE id = $1 AND phone_number IS NULL`,
      [id, e164, countryCode],
    );
  }
}
