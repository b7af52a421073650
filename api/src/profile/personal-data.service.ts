import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Participant } from './participant.entity';
import { accountError, AccountErrorCode } from '../common/errors/account-errors';

/** Gives one domain's data about a participant, as plain JSON, for their data export. */
export type PersonalDataExporter = (participantId: string) => Promise<unknown>;

/**
 * Removes or detaches one domain's data about a participant, inside the transaction that deletes the
 * account (so either everything goes or nothing does). Rows that reference participants ON DELETE
 * CASCADE need no eraser.
 */
export type PersonalDataEraser = (participantId: string, manager: EntityManager) => Promise<void>;

/** Told after an erasure has committed, e.g. so public boards drop the participant at once. */
export type PersonalDataErasedListener = (participantId: string) => Promise<void>;

const RESERVED_SECTIONS = new Set(['exportedAt', 'profile']);

/**
 * The participant's rights under India's DPDP Act 2023: a copy of everything held (GET /me/export) and
 * erasure (DELETE /me). Each domain registers its section and clean-up at start-up (onModuleInit).
 */
@Injectable()
export class PersonalDataService {
  private readonly exporters = new Map<string, PersonalDataExporter>();
  private readonly erasers = new Map<string, PersonalDataEraser>();
  private readonly erasedListeners: PersonalDataErasedListener[] = [];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  registerExporter(section: string, exporter: PersonalDataExporter): void {
    if (RESERVED_SECTIONS.has(section) || this.exporters.has(section)) {
      throw new Error(`personal data section "${section}" is already taken`);
    }
    this.exporters.set(section, exporter);
  }

  registerEraser(name: string, eraser: PersonalDataEraser): void {
    if (this.erasers.has(name)) throw new Error(`personal data eraser "${name}" is already registered`);
    this.erasers.set(name, eraser);
  }

  /** Listeners run after the deletion commits, in order; each handles its own failures. */
  onErased(listener: PersonalDataErasedListener): void {
    this.erasedListeners.push(listener);
  }

  async export(participantId: string): Promise<Record<string, unknown>> {
    const participant = await this.dataSource.getRepository(Participant).findOneBy({ id: participantId });
    if (!participant) throw accountError(AccountErrorCode.Gone);
    const sections = await Promise.all(
      [...this.exporters].map(async ([section, exporter]) => [section, await exporter(participantId)] as const),
    );
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: participant.id,
        name: participant.name,
        email: participant.email,
        emailVerified: participant.emailVerified,
        phoneNumber: participant.phoneNumber,
        phoneCountryCode: participant.phoneCountryCode,
        stateProvince: participant.stateProvince,
        creatorCategory: participant.creatorCategory,
        instagramHandle: participant.instagramHandle,
        instagramProvenUsername: participant.instagramProvenUsername,
        ownershipCode: participant.ownershipCode,
        profileComplete: participant.profileComplete,
        blockedAt: participant.blockedAt,
        createdAt: participant.createdAt,
        updatedAt: participant.updatedAt,
      },
      ...Object.fromEntries(sections),
    };
  }

  /** Deletes the account; identities and refresh tokens go with it (ON DELETE CASCADE), as do other domains' rows. */
  async erase(participantId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Participant);
      const participant = await repository.findOne({
        where: { id: participantId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!participant) throw accountError(AccountErrorCode.Gone);
      for (const eraser of this.erasers.values()) await eraser(participantId, manager);
      await repository.delete({ id: participantId });
    });
    for (const listener of this.erasedListeners) await listener(participantId);
  }
}
