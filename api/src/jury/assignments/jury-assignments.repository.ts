import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { RoundClosure } from '../../contest/round-closure.entity';
import { contending } from '../../contest/contest.repository';
import type { ListQuery, Page, TotalRow } from '../../console/simple-rest/list-query';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import type { AssignmentPlanInput, ExistingAssignment } from './auto-assign';
import type { AssignmentRowDto, JurorProgressDto } from './jury-assignment.dto';
import { ASSIGNMENT_STATE_SQL, AssignmentState, JuryAssignment } from './jury-assignment.entity';

export interface AssignmentFilter {
  id: string[];
  roundId: number[];
  submissionId: string[];
  jurorId: string[];
  state: AssignmentState[];
}

/** Sortable names to SQL: the whitelist is the only way a sort reaches the query. */
const SORT_COLUMNS: Record<string, string> = {
  id: 'a.id',
  createdAt: 'a.created_at',
  roundId: 'a.round_id',
  jurorEmail: 'j.email',
  state: 'state',
  category: 's.category',
  submissionId: 'a.submission_id',
};

const STATE = ASSIGNMENT_STATE_SQL;

const FROM = `
    FROM jury_assignments a
    JOIN console_accounts j ON j.id = a.juror_id
    JOIN submissions s ON s.id = a.submission_id
    LEFT JOIN jury_scores sc ON sc.assignment_id = a.id
    LEFT JOIN round_closures rc ON rc.round_id = a.round_id`;

const SELECT = `
  SELECT a.id, a.round_id AS "roundId", a.submission_id AS "submissionId", a.juror_id AS "jurorId",
         j.email AS "jurorEmail", j.display_name AS "jurorName", a.created_at AS "createdAt",
         ${STATE} AS state, sc.id AS "scoreId", s.instagram_url AS "instagramUrl", s.category,
         rc.round_id IS NOT NULL AS "roundClosed"
  ${FROM}`;

// Namespace of the per-round advisory lock that keeps two automatic assignments of a round apart.
const AUTO_ASSIGN_LOCK = 7_243_501;

export type NewAssignment = Pick<JuryAssignment, 'roundId' | 'submissionId' | 'jurorId' | 'assignedBy'>;

/** Jury assignments and what assigning reads around them: jurors, contending entries, conflicts, closures. */
@Injectable()
export class JuryAssignmentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of assignments; `jurorId` narrows it to one juror's own. */
  async page(query: ListQuery<AssignmentFilter>, jurorId: string | null): Promise<Page<AssignmentRowDto>> {
    const where = new SqlConditions();
    const { filter } = query;
    if (jurorId) where.add((bind) => `a.juror_id = ${bind(jurorId)}`);
    if (filter.id) where.add((bind) => `a.id = ANY(${bind(filter.id)}::uuid[])`);
    if (filter.roundId) where.add((bind) => `a.round_id = ANY(${bind(filter.roundId)}::smallint[])`);
    if (filter.submissionId) where.add((bind) => `a.submission_id = ANY(${bind(filter.submissionId)}::uuid[])`);
    if (filter.jurorId) where.add((bind) => `a.juror_id = ANY(${bind(filter.jurorId)}::uuid[])`);
    if (filter.state) where.add((bind) => `${STATE} = ANY(${bind(filter.state)})`);
    const countParams = [...where.params];
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order}, a.id ASC`;
    const page = `LIMIT ${where.bind(query.limit)} OFFSET ${where.bind(query.offset)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<AssignmentRowDto[]>(`${SELECT} ${where.where} ORDER BY ${order} ${page}`, where.params),
      this.dataSource.query<TotalRow[]>(`SELECT count(*)::int AS total ${FROM} ${where.where}`, countParams),
    ]);
    return { rows, total };
  }

  /** Every jury account's work in a round (or both), active ones with nothing assigned too, most to score first. */
  progress(roundId: number | undefined): Promise<JurorProgressDto[]> {
    return this.dataSource.query<JurorProgressDto[]>(
      `SELECT j.id AS "jurorId", j.email AS "jurorEmail", j.display_name AS "jurorName", j.disabled,
              count(a.id)::int AS assigned,
              count(sc.id) FILTER (WHERE NOT sc.conflict)::int AS scored,
              count(sc.id) FILTER (WHERE sc.conflict)::int AS abstained,
              count(a.id) FILTER (WHERE sc.id IS NULL AND rc.round_id IS NULL)::int AS "toScore"
         FROM console_accounts j
         LEFT JOIN jury_assignments a ON a.juror_id = j.id AND ($1::smallint IS NULL OR a.round_id = $1::smallint)
         LEFT JOIN jury_scores sc ON sc.assignment_id = a.id
         LEFT JOIN round_closures rc ON rc.round_id = a.round_id
        WHERE j.role = 'jury'
        GROUP BY j.id
       HAVING NOT j.disabled OR count(a.id) > 0
        ORDER BY "toScore" DESC, j.email`,
      [roundId ?? null],
    );
  }

  roundClosed(manager: EntityManager, roundId: number): Promise<boolean> {
    return manager.getRepository(RoundClosure).existsBy({ roundId });
  }

  async isActiveJuror(manager: EntityManager, jurorId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM console_accounts WHERE id = $1 AND role = 'jury' AND NOT disabled`,
      [jurorId],
    );
    return rows.length > 0;
  }

  /** The active jurors among `jurorIds` (every active juror when null), oldest account first. */
  async activeJurors(manager: EntityManager, jurorIds: string[] | null): Promise<string[]> {
    const rows = await manager.query<Array<{ id: string }>>(
      `SELECT id FROM console_accounts WHERE role = 'jury' AND NOT disabled
          AND ($1::uuid[] IS NULL OR id = ANY($1::uuid[]))
        ORDER BY created_at, id`,
      [jurorIds],
    );
    return rows.map((row) => row.id);
  }

  async contends(manager: EntityManager, submissionId: string, roundId: number): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE s.id = $1 AND ${contending('$2', { entry: 's', creator: 'p' })}`,
      [submissionId, roundId],
    );
    return rows.length > 0;
  }

  /** The entries contending in the round, oldest first. */
  async contendingEntries(manager: EntityManager, roundId: number): Promise<string[]> {
    const rows = await manager.query<Array<{ id: string }>>(
      `SELECT s.id FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE ${contending('$1', { entry: 's', creator: 'p' })} ORDER BY s.created_at, s.id`,
      [roundId],
    );
    return rows.map((row) => row.id);
  }

  /** Whether the juror abstained on the entry in some round (declared) or has a conflict with its author (recorded). */
  async conflictWith(
    manager: EntityManager,
    submissionId: string,
    jurorId: string,
  ): Promise<{ declared: boolean; recorded: boolean }> {
    const [conflict] = await manager.query<Array<{ declared: boolean; recorded: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id
                       WHERE sc.conflict AND a.submission_id = $1 AND a.juror_id = $2) AS declared,
              EXISTS (SELECT 1 FROM jury_conflicts jc JOIN submissions cs ON cs.participant_id = jc.participant_id
                       WHERE cs.id = $1 AND jc.juror_id = $2) AS recorded`,
      [submissionId, jurorId],
    );
    return conflict;
  }

  /** Every (entry, juror) pair in conflict: declared by abstaining, in any round, or recorded by an organiser. */
  conflicts(manager: EntityManager): Promise<AssignmentPlanInput['conflicts']> {
    return manager.query<AssignmentPlanInput['conflicts']>(
      `SELECT a.submission_id AS "submissionId", a.juror_id AS "jurorId"
         FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id WHERE sc.conflict
       UNION
       SELECT s.id, jc.juror_id FROM jury_conflicts jc JOIN submissions s ON s.participant_id = jc.participant_id`,
    );
  }

  /** The round's assignments, with whether their juror abstained. */
  inRound(manager: EntityManager, roundId: number): Promise<ExistingAssignment[]> {
    return manager.query<ExistingAssignment[]>(
      `SELECT a.submission_id AS "submissionId", a.juror_id AS "jurorId", COALESCE(sc.conflict, false) AS conflict
         FROM jury_assignments a LEFT JOIN jury_scores sc ON sc.assignment_id = a.id WHERE a.round_id = $1`,
      [roundId],
    );
  }

  /** Holds the round's automatic-assignment lock until the transaction ends. */
  async lockAutoAssign(manager: EntityManager, roundId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [AUTO_ASSIGN_LOCK, roundId]);
  }

  findForUpdate(manager: EntityManager, id: string): Promise<JuryAssignment | null> {
    return manager.getRepository(JuryAssignment).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async isScored(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM jury_scores WHERE assignment_id = $1`, [id]);
    return rows.length > 0;
  }

  /** Inserts the assignments and returns their ids, in order. */
  async insert(manager: EntityManager, assignments: NewAssignment[]): Promise<string[]> {
    const { identifiers } = await manager.getRepository(JuryAssignment).insert(assignments);
    return identifiers.map((identifier) => identifier.id as string);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(JuryAssignment).delete({ id });
  }
}
