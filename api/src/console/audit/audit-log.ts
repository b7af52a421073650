import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { ConsoleActor } from '../console-actor';
import { AuditEntry } from './audit-entry.entity';

export interface AuditRecord {
  /** What happened, as `resource.verb`: `entry.reject`, `round.close`, `account.create`. */
  action: string;
  resource: string;
  resourceId: string | null;
  before?: unknown;
  after?: unknown;
}

/** The command-line tool acts without a console account. */
export const CLI_ACTOR = 'cli' as const;

/**
 * Writes the audit log: every console write, in any domain, records itself here. Callers pass their
 * transaction's manager so the entry commits with the change. Reading the log is the console's own
 * (admin/audit).
 */
@Injectable()
export class AuditLog {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(actor: ConsoleActor | typeof CLI_ACTOR, record: AuditRecord, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(AuditEntry) : this.entries;
    await repository.insert({
      actorId: actor === CLI_ACTOR ? null : actor.id,
      actorEmail: actor === CLI_ACTOR ? CLI_ACTOR : actor.email,
      action: record.action,
      resource: record.resource,
      resourceId: record.resourceId,
      // Round-trip through JSON so Dates and class instances are stored exactly as the API shows them.
      /* eslint-disable @typescript-eslint/no-unsafe-assignment -- TypeORM's insert type for an `unknown` jsonb column accepts no typed value, null included: only any fits */
      before: record.before === undefined ? null : JSON.parse(JSON.stringify(record.before)),
      after: record.after === undefined ? null : JSON.parse(JSON.stringify(record.after)),
      /* eslint-enable @typescript-eslint/no-unsafe-assignment */
    });
  }
}
