import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { notFoundError } from '../../common/errors/not-found';
import { AuditEntry } from '../../console/audit/audit-entry.entity';
import { integers, isoDate, ListQuery, ListSpec, Page, text, uuids } from '../../console/simple-rest/list-query';
import { orderList } from '../../console/simple-rest/sql-builder';

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

/** An audit row as the console shows it: with the names of who acted and of the record acted on. */
export interface AuditView extends AuditEntry {
  actorName: string | null;
  target: string | null;
}

export interface AuditLabels {
  id: string;
  /** The console account's display name, when it has one (the e-mail is on the row itself). */
  actorName: string | null;
  /** The record acted on, as people name it; null when it is gone or has no name. */
  target: string | null;
}

const JUROR = `coalesce(j.display_name, j.email)`;
const ENTRY = `coalesce(p.name, 'unnamed') || ' · ' || s.instagram_url`;

/**
 * The name of the record an audit row is about, per resource. `k.uid` / `k.num` are the row's resource id as a
 * uuid or a number when it is one, so a cast never fails on another resource's ids.
 */
const TARGET_SQL = `CASE a.resource
  WHEN 'accounts' THEN (SELECT coalesce(c.display_name || ' (' || c.email || ')', c.email)
                          FROM console_accounts c WHERE c.id = k.uid)
  WHEN 'participants' THEN (SELECT coalesce(p.name, p.email, p.phone_number) FROM participants p WHERE p.id = k.uid)
  WHEN 'entries' THEN (SELECT ${ENTRY} FROM submissions s JOIN participants p ON p.id = s.participant_id
                        WHERE s.id = k.uid)
  WHEN 'ownership-claims' THEN (SELECT coalesce(q.name, 'unnamed') || ' claims ' || ${ENTRY} FROM entry_claims x
    JOIN participants q ON q.id = x.claimant_id JOIN submissions s ON s.id = x.submission_id
    JOIN participants p ON p.id = s.participant_id WHERE x.id = k.uid)
  WHEN 'grievances' THEN (SELECT 'G-' || upper(left(g.id::text, 8)) || ' · ' || coalesce(p.name, 'unnamed')
                            FROM grievances g JOIN participants p ON p.id = g.participant_id WHERE g.id = k.uid)
  WHEN 'jury-assignments' THEN (SELECT ${JUROR} || ' → ' || ${ENTRY}
                                  FROM jury_assignments ja JOIN console_accounts j ON j.id = ja.juror_id
                                  JOIN submissions s ON s.id = ja.submission_id
                                  JOIN participants p ON p.id = s.participant_id WHERE ja.id = k.uid)
  WHEN 'scores' THEN (SELECT ${JUROR} || ' → ' || ${ENTRY}
                        FROM jury_scores sc JOIN jury_assignments ja ON ja.id = sc.assignment_id
                        JOIN console_accounts j ON j.id = ja.juror_id JOIN submissions s ON s.id = ja.submission_id
                        JOIN participants p ON p.id = s.participant_id WHERE sc.id = k.uid)
  WHEN 'jury-conflicts' THEN (SELECT ${JUROR} || ' · ' || coalesce(p.name, 'unnamed')
                                FROM jury_conflicts jc JOIN console_accounts j ON j.id = jc.juror_id
                                JOIN participants p ON p.id = jc.participant_id WHERE jc.id = k.uid)
  WHEN 'broadcasts' THEN (SELECT b.subject FROM notification_broadcasts b WHERE b.id = k.uid)
  WHEN 'notifications' THEN (SELECT n.kind || ' to ' || coalesce(p.name, p.email, p.phone_number, c.email)
                               FROM notifications n LEFT JOIN participants p ON p.id = n.participant_id
                               LEFT JOIN console_accounts c ON c.id = n.account_id WHERE n.id = k.uid)
  WHEN 'rounds' THEN (SELECT r.phase || ' (' || r.title || ')' FROM rounds r WHERE r.id = k.num)
  WHEN 'jury-settings' THEN (SELECT r.phase || ' (' || r.title || ')' FROM rounds r WHERE r.id = k.num)
  WHEN 'media' THEN (SELECT coalesce(m.original_name || ' (' || m.url || ')', m.url) FROM media_uploads m
                      WHERE m.id = k.num)
  WHEN 'content' THEN 'Site content'
  ELSE a.resource_id
END`;

/**
 * The audit log as the console reads it (AuditLog writes it), with names for its rows: who acted and on what,
 * joined at read time so a renamed account shows its name now.
 */
@Injectable()
export class AuditReadModel {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
  ) {}

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
    const labels = await this.labels(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      actorName: labels.get(row.id)?.actorName ?? null,
      target: labels.get(row.id)?.target ?? null,
    }));
  }

  private async labels(ids: string[]): Promise<Map<string, AuditLabels>> {
    if (!ids.length) return new Map();
    const rows = await this.dataSource.query<AuditLabels[]>(
      `SELECT a.id::text AS id, actor.display_name AS "actorName", ${TARGET_SQL} AS target
         FROM console_audit_log a
         LEFT JOIN console_accounts actor ON actor.id = a.actor_id
        CROSS JOIN LATERAL (
          SELECT CASE WHEN a.resource_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                      THEN a.resource_id::uuid END AS uid,
                 CASE WHEN a.resource_id ~ '^[0-9]{1,9}$' THEN a.resource_id::int END AS num) k
        WHERE a.id = ANY($1::bigint[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
