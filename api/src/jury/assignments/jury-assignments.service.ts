import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { validationFailed } from '../../common/errors/api-error';
import { notFoundError } from '../../common/errors/not-found';
import { juryError, JuryErrorCode } from '../jury-errors';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { JURY_ROUNDS } from '../../contest/round-ranking';
import { integers, ListQuery, ListSpec, oneOf, Page, uuids } from '../../console/simple-rest/list-query';
import { planAssignments } from './auto-assign';
import { AutoAssignDto, CreateAssignmentDto, AssignmentRowDto, JuryProgressDto } from './jury-assignment.dto';
import { ASSIGNMENT_STATES } from './jury-assignment.entity';
import { AssignmentFilter, JuryAssignmentsRepository } from './jury-assignments.repository';
import { NotificationOutboxService } from '../../notifications/notification-outbox.service';

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

const notFound = () => notFoundError('No such jury assignment');

/** Which juror scores which entry. Jurors see only their own assignments. */
@Injectable()
export class JuryAssignmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly assignments: JuryAssignmentsRepository,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationOutboxService,
  ) {}

  list(query: ListQuery<AssignmentFilter>, viewer: ConsoleActor): Promise<Page<AssignmentRowDto>> {
    return this.assignments.page(query, viewer.role === 'jury' ? viewer.id : null);
  }

  /**
   * Each juror's work in a round (or both jury rounds): assigned, scored, abstained, still to score (in rounds
   * still open: a closed round's unscored assignments are final, as the list's `not_scored`). Every active
   * juror is listed, with nothing assigned too; a disabled one only while they hold assignments.
   */
  async progress(roundId: number | undefined): Promise<JuryProgressDto> {
    const jurors = await this.assignments.progress(roundId);
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

  /** A closed round's jury work is final: nothing is assigned, removed or scored in it any more. */
  async ensureRoundOpen(manager: EntityManager, roundId: number): Promise<void> {
    if (await this.assignments.roundClosed(manager, roundId)) {
      throw juryError(JuryErrorCode.WorkFinal, roundId);
    }
  }

  async create(input: CreateAssignmentDto, actor: ConsoleActor): Promise<AssignmentRowDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.checkJuryRound(manager, input.roundId);
      if (!(await this.assignments.isActiveJuror(manager, input.jurorId))) {
        throw validationFailed({ jurorId: ['is not an active juror account'] });
      }
      const conflict = await this.assignments.conflictWith(manager, input.submissionId, input.jurorId);
      if (conflict.declared || conflict.recorded) {
        throw juryError(JuryErrorCode.JurorConflict, { recorded: conflict.recorded });
      }
      if (!(await this.assignments.contends(manager, input.submissionId, input.roundId))) {
        throw juryError(JuryErrorCode.EntryNotInRound, input.roundId);
      }
      try {
        const [created] = await this.assignments.insert(manager, [{ ...input, assignedBy: actor.id }]);
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
      const assignment = await this.assignments.findForUpdate(manager, id);
      if (!assignment) throw notFound();
      await this.ensureRoundOpen(manager, assignment.roundId);
      if (await this.assignments.isScored(manager, id)) {
        throw juryError(JuryErrorCode.AssignmentScored);
      }
      await this.assignments.delete(manager, id);
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
      await this.assignments.lockAutoAssign(manager, input.roundId);
      const jurors = await this.assignments.activeJurors(manager, input.jurorIds ?? null);
      if (input.jurorIds && jurors.length !== input.jurorIds.length) {
        throw validationFailed({ jurorIds: ['must all be active jurors'] });
      }
      const entries = await this.assignments.contendingEntries(manager, input.roundId);
      const plan = planAssignments({
        entries,
        jurors,
        existing: await this.assignments.inRound(manager, input.roundId),
        conflicts: await this.assignments.conflicts(manager),
        jurorsPerEntry: input.jurorsPerEntry,
      });
      if (plan.assignments.length) {
        await this.assignments.insert(
          manager,
          plan.assignments.map((pick) => ({ ...pick, roundId: input.roundId, assignedBy: actor.id })),
        );
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
    await this.ensureRoundOpen(manager, roundId);
  }
}
