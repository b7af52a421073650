import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { validationFailed } from '../../common/errors/api-error';
import { notFoundError } from '../../common/errors/not-found';
import { juryError, JuryErrorCode } from '../jury-errors';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { RoundClosure } from '../../contest/round-closure.entity';
import { contending, JURY_ROUNDS } from '../../contest/round-ranking';
import { integers, ListQuery, ListSpec, oneOf, Page, TotalRow, uuids } from '../../console/simple-rest/list-query';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import { AssignmentPlanInput, ExistingAssignment, planAssignments } from './auto-assign';
import {
  AutoAssignDto,
  CreateAssignmentDto,
  AssignmentRowDto,
  JurorProgressDto,
  JuryProgressDto,
} from './jury-assignment.dto';
import { recordedConflict } from '../conflicts/jury-conflicts.service';
import { ASSIGNMENT_STATE_SQL, ASSIGNMENT_STATES, AssignmentState, JuryAssignment } from './jury-assignment.entity';
import { NotificationOutboxService } from '../../notifications/notification-outbox.service';

export interface AssignmentFilter {
  id: string[];
  roundId: number[];
  submissionId: string[];
  jurorId: string[];
  state: AssignmentState[];
}

export const ASSIGNMENT_LIST: ListSpec<AssignmentFilter> = {
  sortable: ['id', 'createdAt', 'roundId', 'jurorEmail', 'state', 'category', 'submissionId'],
  defaultSort: ['createdAt', 'ASC'],
  filters: {
    id: uuids,
    roundId: integers(1, 4),
    submissionId: uuids,
    jurorId: uuids,
    state: oneOf(ASSIGNMENT_STATES),
  },
};

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

const notFound = () => notFoundError('No such jury assignment');

export async function ensureRoundOpenForJury(manager: EntityManager, roundId: number): Promise<void> {
  if (await manager.getRepository(RoundClosure).existsBy({ roundId })) {
    throw juryError(JuryErrorCode.WorkFinal, roundId);
  }
}

/** Which juror scores which entry. Jurors see only their own assignments. */
@Injectable()
export class JuryAssignmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationOutboxService,
  ) {}

  async list(query: ListQuery<AssignmentFilter>, viewer: ConsoleActor): Promise<Page<AssignmentRowDto>> {
    const where = new SqlConditions();
    const { filter } = query;
    if (viewer.role === 'jury') where.add((bind) => `a.juror_id = ${bind(viewer.id)}`);
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

  /**
   * Each juror's work in a round (or both jury rounds): assigned, scored, abstained, still to score (in rounds
   * still open: a closed round's unscored assignments are final, as the list's `not_scored`). Every active
   * juror is listed, with nothing assigned too; a disabled one only while they hold assignments.
   */
  async progress(roundId: number | undefined): Promise<JuryProgressDto> {
    const jurors: JurorProgressDto[] = await this.dataSource.query(
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
    const sum = (key: 'assigned' | 'scored' | 'abstained' | 'toScore') =>
      jurors.reduce((total, juror) => total + juror[key], 0);
    return {
      roundId: roundId ?? null,
      totals: {
        assigned: sum('assigned'),
        scored: sum('scored'),
        abstained: sum('abstained'),
        toScore: sum('toScore'),
      },
      jurors,
    };
  }

  async get(id: string, viewer: ConsoleActor): Promise<AssignmentRowDto> {
    const page = await this.list(
      { filter: { id: [id] }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 1 },
      viewer,
    );
    if (!page.rows[0]) throw notFound();
    return page.rows[0];
  }

  async create(input: CreateAssignmentDto, actor: ConsoleActor): Promise<AssignmentRowDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.checkJuryRound(manager, input.roundId);
      await this.checkJuror(manager, input.jurorId);
      const [conflict] = await manager.query<Array<{ declared: boolean; recorded: boolean }>>(
        `SELECT EXISTS (SELECT 1 FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id
                         WHERE sc.conflict AND a.submission_id = $1 AND a.juror_id = $2) AS declared,
                ${recordedConflict('$1', '$2')} AS recorded`,
        [input.submissionId, input.jurorId],
      );
      if (conflict.declared || conflict.recorded) {
        throw juryError(JuryErrorCode.JurorConflict, { recorded: conflict.recorded });
      }
      await this.checkEntryInRound(manager, input.submissionId, input.roundId);
      try {
        const { identifiers } = await manager.getRepository(JuryAssignment).insert({ ...input, assignedBy: actor.id });
        const created = identifiers[0].id as string;
        await this.notifications.jurorsAssigned(manager, input.roundId);
        await this.audit.record(
          actor,
          { action: 'assignment.create', resource: 'jury-assignments', resourceId: created, after: { ...input } },
          manager,
        );
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw juryError(JuryErrorCode.AlreadyAssigned);
        }
        throw error;
      }
    });
    return this.get(id, actor);
  }

  /** Removes an assignment nobody has scored yet (a scored one is part of the results). */
  async remove(id: string, actor: ConsoleActor): Promise<AssignmentRowDto> {
    const row = await this.get(id, actor);
    await this.dataSource.transaction(async (manager) => {
      const assignment = await manager
        .getRepository(JuryAssignment)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!assignment) throw notFound();
      await ensureRoundOpenForJury(manager, assignment.roundId);
      const scored = await manager.query<unknown[]>(`SELECT 1 FROM jury_scores WHERE assignment_id = $1`, [id]);
      if (scored.length) {
        throw juryError(JuryErrorCode.AssignmentScored);
      }
      await manager.getRepository(JuryAssignment).delete({ id });
      await this.audit.record(
        actor,
        { action: 'assignment.delete', resource: 'jury-assignments', resourceId: id, before: assignment },
        manager,
      );
    });
    return row;
  }

  /** N jurors per entry of the round, evenly loaded, never one with a conflict (see auto-assign.ts). */
  async autoAssign(
    input: AutoAssignDto,
    actor: ConsoleActor,
  ): Promise<{ created: number; shortfalls: Array<{ submissionId: string; missing: number }> }> {
    return this.dataSource.transaction(async (manager) => {
      await this.checkJuryRound(manager, input.roundId);
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [AUTO_ASSIGN_LOCK, input.roundId]);
      const jurors: { id: string }[] = await manager.query(
        `SELECT id FROM console_accounts WHERE role = 'jury' AND NOT disabled
            AND ($1::uuid[] IS NULL OR id = ANY($1::uuid[]))
          ORDER BY created_at, id`,
        [input.jurorIds ?? null],
      );
      if (input.jurorIds && jurors.length !== input.jurorIds.length) {
        throw validationFailed({ jurorIds: ['must all be active jurors'] });
      }
      const entries: { id: string }[] = await manager.query(
        `SELECT s.id FROM submissions s JOIN participants p ON p.id = s.participant_id
          WHERE ${contending('$1')} ORDER BY s.created_at, s.id`,
        [input.roundId],
      );
      const existing = await manager.query<ExistingAssignment[]>(
        `SELECT a.submission_id AS "submissionId", a.juror_id AS "jurorId", COALESCE(sc.conflict, false) AS conflict
           FROM jury_assignments a LEFT JOIN jury_scores sc ON sc.assignment_id = a.id WHERE a.round_id = $1`,
        [input.roundId],
      );
      // Declared by abstaining, in any round, and recorded in advance by an organiser.
      const conflicts = await manager.query<AssignmentPlanInput['conflicts']>(
        `SELECT a.submission_id AS "submissionId", a.juror_id AS "jurorId"
           FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id WHERE sc.conflict
         UNION
         SELECT s.id, jc.juror_id FROM jury_conflicts jc JOIN submissions s ON s.participant_id = jc.participant_id`,
      );
      const plan = planAssignments({
        entries: entries.map((entry) => entry.id),
        jurors: jurors.map((juror) => juror.id),
        existing,
        conflicts,
        jurorsPerEntry: input.jurorsPerEntry,
      });
      if (plan.assignments.length) {
        await manager
          .getRepository(JuryAssignment)
          .insert(plan.assignments.map((pick) => ({ ...pick, roundId: input.roundId, assignedBy: actor.id })));
        await this.notifications.jurorsAssigned(manager, input.roundId);
      }
      const outcome = { created: plan.assignments.length, shortfalls: plan.shortfalls };
      await this.audit.record(
        actor,
        {
          action: 'assignment.auto',
          resource: 'jury-assignments',
          resourceId: null,
          after: { ...input, ...outcome, entries: entries.length, jurors: jurors.length },
        },
        manager,
      );
      return outcome;
    });
  }

  private async checkJuryRound(manager: EntityManager, roundId: number): Promise<void> {
    if (!JURY_ROUNDS.includes(roundId)) {
      throw validationFailed({ roundId: [`only rounds ${JURY_ROUNDS.join(' and ')} have a jury`] });
    }
    await ensureRoundOpenForJury(manager, roundId);
  }

  private async checkJuror(manager: EntityManager, jurorId: string): Promise<void> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM console_accounts WHERE id = $1 AND role = 'jury' AND NOT disabled`,
      [jurorId],
    );
    if (!rows.length) throw validationFailed({ jurorId: ['is not an active juror account'] });
  }

  private async checkEntryInRound(manager: EntityManager, submissionId: string, roundId: number): Promise<void> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE s.id = $1 AND ${contending('$2')}`,
      [submissionId, roundId],
    );
    if (!rows.length) {
      throw juryError(JuryErrorCode.EntryNotInRound, roundId);
    }
  }
}
