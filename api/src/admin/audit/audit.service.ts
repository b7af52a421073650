import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { notFoundError } from '../../common/errors/not-found';
import type { ConsoleActor } from '../auth/console-actor';
import { integers, isoDate, ListQuery, ListSpec, Page, text, uuids } from '../simple-rest/list-query';
import { orderList } from '../simple-rest/sql-builder';
import { AuditEntry } from './audit-entry.entity';
import { AuditReadModel } from './audit.read-model';

export interface AuditFilter {
  id: string[];
  actorId: string[];
  actorEmail: string;
  resource: string;
  resourceId: string;
  action: string;
  since: Date;
}

export const AUDIT_LIST: ListSpec<AuditFilter> = {
  sortable: ['id', 'createdAt', 'actorEmail', 'action', 'resource'],
  defaultSort: ['id', 'DESC'],
  filters: {
    id: (value) => integers(1, Number.MAX_SAFE_INTEGER)(value).map(String),
    actorId: uuids,
    // Who did it by address: also finds `cli` (admin:create), which has no account id.
    actorEmail: text(254),
    resource: text(32),
    resourceId: text(64),
    action: text(64),
    since: isoDate,
  },
};

export interface AuditRecord {
  /** What happened, as `resource.verb`: `entry.reject`, `round.close`, `account.create`. */
  action: string;
  resource: string;
  resourceId: string | null;
  before?: unknown;
  after?: unknown;
}

/** An audit row as the console shows it: with the names of who acted and of the record acted on. */
export interface AuditView extends AuditEntry {
  actorName: string | null;
  target: string | null;
}

/** The command-line tool acts without a console account. */
export const CLI_ACTOR = 'cli' as const;

/** Writes the audit log. Callers pass their transaction's manager so the entry commits with the change. */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    private readonly readModel: AuditReadModel,
  ) {}

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

  async list(query: ListQuery<AuditFilter>): Promise<Page<AuditView>> {
    const builder = this.entries.createQueryBuilder('entry');
    const { filter } = query;
    if (filter.id) builder.andWhere('entry.id IN (:...ids)', { ids: filter.id });
    if (filter.actorId) builder.andWhere('entry.actor_id IN (:...actors)', { actors: filter.actorId });
    if (filter.actorEmail) {
      builder.andWhere('lower(entry.actor_email) = lower(:actorEmail)', { actorEmail: filter.actorEmail });
    }
    if (filter.resource) builder.andWhere('entry.resource = :resource', { resource: filter.resource });
    if (filter.resourceId) builder.andWhere('entry.resource_id = :resourceId', { resourceId: filter.resourceId });
    if (filter.action) builder.andWhere('entry.action = :action', { action: filter.action });
    if (filter.since) builder.andWhere('entry.created_at >= :since', { since: filter.since });
    orderList(builder, query.sort, 'DESC').skip(query.offset).take(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: await this.named(rows), total };
  }

  async get(id: string): Promise<AuditView> {
    const entry = await this.entries.findOneBy({ id });
    if (!entry) throw notFoundError('No such audit entry');
    return (await this.named([entry]))[0];
  }

  private async named(rows: AuditEntry[]): Promise<AuditView[]> {
    const labels = await this.readModel.labels(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      actorName: labels.get(row.id)?.actorName ?? null,
      target: labels.get(row.id)?.target ?? null,
    }));
  }
}
