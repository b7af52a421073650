import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery, Page, TotalRow } from '../../console/simple-rest/list-query';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import type { JuryConflictRowDto } from './jury-conflict.dto';
import { JuryConflict } from './jury-conflict.entity';

export interface JuryConflictFilter {
  id: string[];
  jurorId: string[];
  participantId: string[];
}

/** Sortable names to SQL: the whitelist is the only way a sort reaches the query. */
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

export type NewJuryConflict = Pick<JuryConflict, 'jurorId' | 'participantId' | 'reason' | 'recordedBy'>;

/** Recorded conflicts of interest, with the juror's and the participant's names for the console's list. */
@Injectable()
export class JuryConflictsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: ListQuery<JuryConflictFilter>): Promise<Page<JuryConflictRowDto>> {
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

  /** Whether the juror is a jury account and the participant exists. */
  async parties(
    manager: EntityManager,
    jurorId: string,
    participantId: string,
  ): Promise<{ juror: boolean; participant: boolean }> {
    const [found] = await manager.query<Array<{ juror: boolean; participant: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM console_accounts WHERE id = $1 AND role = 'jury') AS juror,
              EXISTS (SELECT 1 FROM participants WHERE id = $2) AS participant`,
      [jurorId, participantId],
    );
    return found;
  }

  /** How many of the participant's entries the juror is assigned, in any round. */
  async assignmentsHeld(manager: EntityManager, jurorId: string, participantId: string): Promise<number> {
    const [{ held }] = await manager.query<Array<{ held: number }>>(
      `SELECT count(*)::int AS held FROM jury_assignments a JOIN submissions s ON s.id = a.submission_id
        WHERE a.juror_id = $1 AND s.participant_id = $2`,
      [jurorId, participantId],
    );
    return held;
  }

  async insert(manager: EntityManager, conflict: NewJuryConflict): Promise<string> {
    const { identifiers } = await manager.getRepository(JuryConflict).insert(conflict);
    return identifiers[0].id as string;
  }

  /** Whether there was such a conflict to delete. */
  async delete(manager: EntityManager, id: string): Promise<boolean> {
    const { affected } = await manager.getRepository(JuryConflict).delete({ id });
    return Boolean(affected);
  }
}
