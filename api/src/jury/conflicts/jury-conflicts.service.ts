import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { validationFailed } from '../../common/errors/api-error';
import { notFoundError } from '../../common/errors/not-found';
import { juryError, JuryErrorCode } from '../jury-errors';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { ListQuery, ListSpec, Page, uuids } from '../../console/simple-rest/list-query';
import { CreateJuryConflictDto, JuryConflictRowDto } from './jury-conflict.dto';
import { JuryConflictFilter, JuryConflictsRepository } from './jury-conflicts.repository';

export const JURY_CONFLICT_LIST: ListSpec<JuryConflictFilter> = {
  sortable: ['id', 'createdAt', 'jurorEmail', 'participantName'],
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: uuids, jurorId: uuids, participantId: uuids },
};

const notFound = () => notFoundError('No such conflict of interest');

/**
 * Conflicts of interest organisers record before judging (juror × participant). Assignment, by hand or
 * automatic, honours them; recording one while the juror already holds that participant's entries is
 * refused, so the list and the assignments never disagree.
 */
@Injectable()
export class JuryConflictsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conflicts: JuryConflictsRepository,
    private readonly audit: AuditLog,
  ) {}

  list(query: ListQuery<JuryConflictFilter>): Promise<Page<JuryConflictRowDto>> {
    return this.conflicts.page(query);
  }

  async get(id: string): Promise<JuryConflictRowDto> {
    const page = await this.list({ filter: { id: [id] }, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 });
    if (!page.rows[0]) throw notFound();
    return page.rows[0];
  }

  async create(input: CreateJuryConflictDto, actor: ConsoleActor): Promise<JuryConflictRowDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.checkParties(manager, input);
      const held = await this.conflicts.assignmentsHeld(manager, input.jurorId, input.participantId);
      if (held > 0) {
        throw juryError(JuryErrorCode.JurorAlreadyAssigned, held, { assignments: held });
      }
      try {
        const created = await this.conflicts.insert(manager, {
          jurorId: input.jurorId,
          participantId: input.participantId,
          reason: input.reason ?? null,
          recordedBy: actor.id,
        });
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
      if (!(await this.conflicts.delete(manager, id))) throw notFound();
      await this.audit.record(
        actor,
        { action: 'conflict.delete', resource: 'jury-conflicts', resourceId: id, before: row },
        manager,
      );
    });
    return row;
  }

  private async checkParties(manager: EntityManager, input: CreateJuryConflictDto): Promise<void> {
    const found = await this.conflicts.parties(manager, input.jurorId, input.participantId);
    const errors: Record<string, string[]> = {};
    if (!found.juror) errors.jurorId = ['is not a juror account'];
    if (!found.participant) errors.participantId = ['is not a participant'];
    if (Object.keys(errors).length) throw validationFailed(errors);
  }
}
