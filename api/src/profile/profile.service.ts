import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { accountError, AccountErrorCode } from '../common/errors/account-errors';
import { normaliseEmail } from './email-address';
import { CreatorCategory, Participant } from './participant.entity';
import { ParticipantsRepository } from './participants.repository';
import { IndianState } from './states';
import type { ProfileViewDto } from './profile.dto';
import type { SiteLanguage } from '../common/languages';

/** Fields a participant may set on their profile; each already validated (see profile.dto.ts). */
export interface ProfileChanges {
  name?: string;
  email?: string;
  creatorCategory?: CreatorCategory;
  stateProvince?: IndianState;
  /** Already normalised (lower-case, no `@`). */
  instagramHandle?: string;
  language?: SiteLanguage;
}

/** Columns the sign-in flows set when they create or link an account. */
export type AccountFields = Partial<
  Pick<Participant, 'name' | 'email' | 'emailVerified' | 'phoneNumber' | 'phoneCountryCode'>
>;

/** Participants' profiles; other domains read participants through this service, never the table. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(Participant) private readonly participants: Repository<Participant>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly participantRows: ParticipantsRepository,
  ) {}

  findById(id: string): Promise<Participant | null> {
    return this.participants.findOneBy({ id });
  }

  /** The console blocks (from now) or unblocks a participant; null when there is no such participant. */
  async setBlocked(id: string, blocked: boolean): Promise<Participant | null> {
    await this.participantRows.setBlocked(id, blocked);
    return this.findById(id);
  }

  toView(participant: Participant): ProfileViewDto {
    return {
      id: participant.id,
      name: participant.name,
      email: participant.email,
      phoneNumber: participant.phoneNumber,
      phoneCountryCode: participant.phoneCountryCode,
      stateProvince: participant.stateProvince,
      creatorCategory: participant.creatorCategory,
      // The proven account is authoritative: it is the handle shown, whatever was typed.
      instagramHandle: participant.instagramProvenUsername ?? participant.instagramHandle,
      instagramVerified: participant.instagramProvenUsername !== null,
      ownershipCode: participant.ownershipCode,
      profileComplete: participant.profileComplete,
      language: participant.language,
    };
  }

  async getProfile(id: string): Promise<ProfileViewDto> {
    const participant = await this.findById(id);
    if (!participant) throw accountError(AccountErrorCode.Gone);
    return this.toView(participant);
  }

  /**
   * Applies the changed fields. A stored value can be replaced but never blanked (the DTO refuses empty
   * values); a verified address (the one signed in with) is locked. An address set here is stored unverified
   * whether or not another account holds it: it proves nothing until a code to it is used (the linking rule),
   * and answering differently would tell anyone which addresses have accounts.
   */
  async updateProfile(id: string, changes: ProfileChanges): Promise<ProfileViewDto> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Participant);
      const participant = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!participant) throw accountError(AccountErrorCode.Gone);
      const patch: Partial<Participant> = {};
      if (changes.name !== undefined && changes.name !== participant.name) patch.name = changes.name;
      if (changes.stateProvince !== undefined && changes.stateProvince !== participant.stateProvince) {
        patch.stateProvince = changes.stateProvince;
      }
      if (changes.creatorCategory !== undefined && changes.creatorCategory !== participant.creatorCategory) {
        patch.creatorCategory = changes.creatorCategory;
      }
      if (changes.instagramHandle !== undefined && changes.instagramHandle !== participant.instagramHandle) {
        // A proven account is fact, not preference: typing another name would not make it so, and organisers
        // move a proven account when its owner shows it belongs to someone else.
        if (participant.instagramProvenUsername && changes.instagramHandle !== participant.instagramProvenUsername) {
          throw accountError(AccountErrorCode.InstagramHandleProven, participant.instagramProvenUsername, {
            provenUsername: participant.instagramProvenUsername,
          });
        }
        patch.instagramHandle = changes.instagramHandle;
      }
      if (changes.language !== undefined && changes.language !== participant.language) {
        patch.language = changes.language;
      }
      if (changes.email !== undefined) {
        const email = normaliseEmail(changes.email);
        if (email !== participant.email) {
          if (participant.email && participant.emailVerified) {
            throw accountError(AccountErrorCode.EmailLocked);
          }
          Object.assign(patch, { email, emailVerified: false });
        }
      }
      if (Object.keys(patch).length > 0) await repository.update(id, patch);
      return this.toView(await repository.findOneByOrFail({ id }));
    });
  }

  // The calls below are for the sign-in flows (auth domain), inside their transactions.

  /** The account holding an address: the one that verified it, else one that merely typed it. */
  findByEmail(manager: EntityManager, email: string): Promise<Participant | null> {
    return this.participantRows.lockFirstByEmail(manager, normaliseEmail(email));
  }

  findByPhone(manager: EntityManager, e164: string): Promise<Participant | null> {
    return manager
      .getRepository(Participant)
      .findOne({ where: { phoneNumber: e164 }, lock: { mode: 'pessimistic_write' } });
  }

  findForSignIn(manager: EntityManager, id: string): Promise<Participant | null> {
    return manager.getRepository(Participant).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async createAccount(manager: EntityManager, fields: AccountFields): Promise<Participant> {
    const repository = manager.getRepository(Participant);
    // The verified owner takes the address: every account that only typed it loses it (the linking rule).
    if (fields.email && fields.emailVerified) {
      await this.participantRows.clearUnverifiedEmail(manager, normaliseEmail(fields.email));
    }
    const { id } = await repository.save(repository.create(fields));
    return repository.findOneByOrFail({ id });
  }

  /** Sets the number on an account that has none (a phone identity was just attached to it). */
  setPhoneIfNone(manager: EntityManager, id: string, phone: { e164: string; countryCode: string }): Promise<void> {
    return this.participantRows.setPhoneIfNone(manager, id, phone.e164, phone.countryCode);
  }

  async updateAccount(manager: EntityManager, id: string, fields: AccountFields): Promise<Participant> {
    const repository = manager.getRepository(Participant);
    await repository.update(id, fields);
    return repository.findOneByOrFail({ id });
  }
}
