import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { validationFailed } from '../../common/errors/api-error';
import { notFoundError } from '../../common/errors/not-found';
import { juryError, JuryErrorCode } from '../jury-errors';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { ListQuery, ListSpec, Page, TotalRow, uuids } from '../../console/simple-rest/list-query';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import { CreateJuryConflictDto, JuryConflictRowDto } from './jury-conflict.dto';
import { JuryConflict } from './jury-conflict.entity';

export interface JuryConflictFilter {
  id: string[];
  jurorId: string[];
  participantId: string[];
}

export const JURY_CONFLICT_LIST: ListSpec<JuryConflictFilter> = {
  sortable: ['id', 'createdAt', 'jurorEmail', 'participantName'],
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: uuids, jurorId: uuids, participantId: uuids },
};

const SORT_COLUMNS: Record<string, string> = {
  id: 'c.id',
  createdAt: 'c.created_at',
  jurorEmail: 'j.email',
  participantName: 'p.name',
};

const FROM = `
    FROM jury_conflicts c
    JOIN console_accounts j ON j.id = c.juror_id
    JOIN participants p ON p.id = c.participant_id`;

const SELECT = `
  SELECT c.id, c.juror_id AS "jurorId", j.email AS "jurorEmail", j.display_name AS "jurorName",
         c.participant_id AS "participantId", p.name AS "participantName", c.reason, c.created_at AS "createdAt"`;

const notFound = () => notFoundError('No such conflict of interest');

/** SQL: whether juror `$juror` has a recorded conflict with the author of entry `$entry`. */
export function recordedConflict(entry: string, juror: string): string {
  return `EXISTS (SELECT 1 FROM jury_conflicts jc JOIN submissions cs ON cs.participant_id = jc.participant_id
                   WHERE cs.id = ${entry} AND jc.juror_id = ${juror})`;
}

/**
 * Conflicts of interest organisers record before judging (juror × participant). Assignment, by hand or
 * automatic, honours them; recording one while the juror already holds that participant's entries is
 * refused, so the list and the assignments never disagree.
 */
@Injectable()
export class JuryConflictsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(query: ListQuery<JuryConflictFilter>): Promise<Page<JuryConflictRowDto>> {
    const where = new SqlConditions();
    const { filter } = query;
    if (filter.id) where.add((bind) => `c.id = ANY(${bind(filter.id)}::uuid[])`);
    if (filter.jurorId) where.add((bind) => `c.juror_id = ANY(${bind(filter.jurorId)}::uuid[])`);
    if (filter.participantId) where.add((bind) => `c.participant_id = ANY(${bind(filter.participantId)}::uuid[])`);
    const countParams = [...where.params];
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order} NULLS LAST, c.id ASC`;
    const page = `LIMIT ${where.bind(query.limit)} OFFSET ${where.bind(query.offset)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<JuryConflictRowDto[]>(
        `${SELECT} ${FROM} ${where.where} ORDER BY ${order} ${page}`,
        where.params,
      ),
      this.dataSource.query<TotalRow[]>(`SELECT count(*)::int AS total ${FROM} ${where.where}`, countParams),
    ]);
    return { rows, total };
  }

  async get(id: string): Promise<JuryConflictRowDto> {
    const page = await this.list({ filter: { id: [id] }, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 });
    if (!page.rows[0]) throw notFound();
    return page.rows[0];
  }

  async create(input: CreateJuryConflictDto, actor: ConsoleActor): Promise<JuryConflictRowDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.checkParties(manager, input);
      const [{ held }] = await manager.query<Array<{ held: number }>>(
        `SELECT count(*)::int AS held FROM jury_assignments a JOIN submissions s ON s.id = a.submission_id
          WHERE a.juror_id = $1 AND s.participant_id = $2`,
        [input.jurorId, input.participantId],
      );
      if (held > 0) {
        throw juryError(JuryErrorCode.JurorAlreadyAssigned, held, { assignments: held });
      }
      try {
        const { identifiers } = await manager.getRepository(JuryConflict).insert({
          jurorId: input.jurorId,
          participantId: input.participantId,
          reason: input.reason ?? null,
          recordedBy: actor.id,
        });
        const created = identifiers[0].id as string;
        await this.audit.record(
          actor,
          { action: 'conflict.create', resource: 'jury-conflicts', resourceId: created, after: { ...input } },
          manager,
        );
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw juryError(JuryErrorCode.ConflictExists);
        }
        throw error;
      }
    });
    return this.get(id);
  }

  async remove(id: string, actor: ConsoleActor): Promise<JuryConflictRowDto> {
    const row = await this.get(id);
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.getRepository(JuryConflict).delete({ id });
      if (!affected) throw notFound();
      await this.audit.record(
        actor,
        { action: 'conflict.delete', resource: 'jury-conflicts', resourceId: id, before: row },
        manager,
      );
    });
    return row;
  }

  private async checkParties(manager: EntityManager, input: CreateJuryConflictDto): Promise<void> {
    const [found] = await manager.query<Array<{ juror: boolean; participant: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM console_accounts WHERE id = $1 AND role = 'jury') AS juror,
              EXISTS (SELECT 1 FROM participants WHERE id = $2) AS participant`,
      [input.jurorId, input.participantId],
    );
    const errors: Record<string, string[]> = {};
    if (!found.juror) errors.jurorId = ['is not a juror account'];
    if (!found.participant) errors.participantId = ['is not a participant'];
    if (Object.keys(errors).length) throw validationFailed(errors);
  }
}
