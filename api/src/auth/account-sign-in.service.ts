import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/database/unique-violation';
import { accountError, AccountErrorCode } from '../common/errors/account-errors';
import { normaliseEmail } from '../profile/email-address';
import { Participant } from '../profile/participant.entity';
import { PersonalDataService } from '../profile/personal-data.service';
import { ProfileService } from '../profile/profile.service';
import { Identity } from './identity.entity';
import type { AuthResponseDto } from './auth.dto';
import { SessionService } from './session.service';

/** What a sign-in method proved about the person. */
export type ProvenIdentity =
  | { provider: 'phone'; e164: string; countryCode: string }
  | { provider: 'email'; email: string }
  | { provider: 'google'; subject: string; email: string | null; emailVerified: boolean; name: string | null };

/** A provider's display name, when it fits the profile's rules (2–80 characters once trimmed). */
function usableName(name: string | null): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed.length >= 2 && trimmed.length <= 80 ? trimmed : null;
}

function subjectOf(identity: ProvenIdentity): string {
  if (identity.provider === 'phone') return identity.e164;
  if (identity.provider === 'email') return normaliseEmail(identity.email);
  return identity.subject;
}

/**
 * Finds or creates the account behind a proven identity, in one transaction.
 *
 * E-mail linking rule: an address proves ownership only when verified (an e-mail code, or a provider that
 * says `email_verified`). A verified identity whose address belongs to an account with that address
 * verified signs in to that account. An address merely typed into a profile claims nothing: the verified
 * owner gets their own account and the address is removed from the other one. An unverified provider
 * address that an account already holds is refused with 409 `email_already_exists`.
 */
@Injectable()
export class AccountSignInService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfileService,
    private readonly sessions: SessionService,
    private readonly personalData: PersonalDataService,
  ) {}

  onModuleInit(): void {
    this.personalData.registerExporter('identities', (participantId) =>
      this.dataSource.getRepository(Identity).find({
        where: { participantId },
        select: { provider: true, subject: true, email: true, createdAt: true, lastUsedAt: true },
        order: { createdAt: 'ASC' },
      }),
    );
  }

  /** Signs in (creating or linking the account as needed) and opens a session, all or nothing. */
  async signIn(identity: ProvenIdentity): Promise<AuthResponseDto> {
    // Two first sign-ins of the same person at once: the loser of the unique index retries and finds the winner.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(async (manager) => {
          const participant = await this.findAccount(manager, identity);
          return this.sessions.start(manager, participant, identity.provider);
        });
      } catch (error) {
        const raced = ['identities_provider_subject_key', 'participants_email_key', 'participants_phone_key'].some(
          (constraint) => isUniqueViolation(error, constraint),
        );
        if (!raced || attempt >= 3) throw error;
      }
    }
  }

  private async findAccount(manager: EntityManager, identity: ProvenIdentity): Promise<Participant> {
    const identities = manager.getRepository(Identity);
    const subject = subjectOf(identity);
    const known = await identities.findOneBy({ provider: identity.provider, subject });
    let participant: Participant | null;
    if (known) {
      participant = await this.profiles.findForSignIn(manager, known.participantId);
      if (!participant) throw new Error(`identity ${known.id} has no participant`);
      await identities.update(known.id, { lastUsedAt: new Date() });
    } else {
      participant = await this.findOrCreate(manager, identity);
      await identities.insert({
        participantId: participant.id,
        provider: identity.provider,
        subject,
        email: identity.provider === 'google' ? identity.email && normaliseEmail(identity.email) : null,
      });
    }
    if (participant.blockedAt) throw accountError(AccountErrorCode.Blocked);
    return participant;
  }

  private async findOrCreate(manager: EntityManager, identity: ProvenIdentity): Promise<Participant> {
    if (identity.provider === 'phone') {
      const holder = await this.profiles.findByPhone(manager, identity.e164);
      // A phone number only ever gets onto an account through a code sent to it, so it is the owner's.
      return (
        holder ??
        this.profiles.createAccount(manager, { phoneNumber: identity.e164, phoneCountryCode: identity.countryCode })
      );
    }

    const email = identity.email === null ? null : normaliseEmail(identity.email);
    const verified = identity.provider === 'email' || identity.emailVerified;
    const name = identity.provider === 'google' ? usableName(identity.name) : null;
    if (email === null) return this.profiles.createAccount(manager, { name });

    const holder = await this.profiles.findByEmail(manager, email);
    if (holder && holder.emailVerified && verified) {
      return holder.name === null && name !== null ? this.profiles.updateAccount(manager, holder.id, { name }) : holder;
    }
    if (holder && !verified) throw accountError(AccountErrorCode.EmailAlreadyExists);
    if (holder) await this.profiles.updateAccount(manager, holder.id, { email: null, emailVerified: false });
    return this.profiles.createAccount(manager, { name, email, emailVerified: verified });
  }
}
