import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, validationFailed } from '../../common/errors/api-error';
import { notFoundError } from '../../common/errors/not-found';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { JuryAssignmentsService } from '../assignments/jury-assignments.service';
import type { JuryAssignment } from '../assignments/jury-assignment.entity';
import { juryError, JuryErrorCode } from '../jury-errors';
import { weightedMark } from '../results/jury-results';
import { bool, integers, ListQuery, ListSpec, Page, uuids } from '../../console/simple-rest/list-query';
import { scoreError, ScoreErrorCode } from './score-errors';
import { CreateScoreDto, ScoreFieldsDto, ScoreRowDto } from './jury-score.dto';
import { JuryScoresRepository, Marks, ScoreFilter, StoredScoreRow } from './jury-scores.repository';

export const SCORE_LIST: ListSpec<ScoreFilter> = {
  sortable: [
    'id',
    'submittedAt',
    'updatedAt',
    'roundId',
    'jurorEmail',
    'weightedScore',
    'creativity',
    'culturalAuthenticity',
    'technicalExcellence',
  ],
  defaultSort: ['submittedAt', 'DESC'],
  filters: {
    id: uuids,
    roundId: integers(1, 4),
    submissionId: uuids,
    jurorId: uuids,
    assignmentId: uuids,
    conflict: bool,
  },
};

const notFound = () => notFoundError('No such score');

/** The marks to store, or a 400 naming what is wrong: marks and an abstention exclude each other. */
function marksOf(input: ScoreFieldsDto): Marks {
  const criteria = ['creativity', 'culturalAuthenticity', 'technicalExcellence'] as const;
  const errors: FieldErrors = {};
  const conflict = input.conflict === true;
  for (const criterion of criteria) {
    const value = input[criterion];
    const given = value !== undefined && value !== null;
    if (conflict && given) errors[criterion] = ['must be left out when abstaining for a conflict of interest'];
    if (!conflict && !given) errors[criterion] = ['is required (0 to 10)'];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return {
    conflict,
    creativity: conflict ? null : input.creativity!,
    culturalAuthenticity: conflict ? null : input.culturalAuthenticity!,
    technicalExcellence: conflict ? null : input.technicalExcellence!,
    comment: input.comment?.trim() || null,
  };
}

const withWeighted = (row: StoredScoreRow): ScoreRowDto => ({
  ...row,
  weightedScore: row.conflict
    ? null
    : Math.round(
        weightedMark({
          creativity: row.creativity!,
          culturalAuthenticity: row.culturalAuthenticity!,
          technicalExcellence: row.technicalExcellence!,
        }) * 1e4,
      ) / 1e4,
});

/**
 * Jurors' marks. A juror sees and changes only their own; organisers read everyone's. Nobody on the jury
 * ever reads another juror's marks, so nobody can be swayed by them before scoring.
 */
@Injectable()
export class JuryScoresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scores: JuryScoresRepository,
    private readonly assignments: JuryAssignmentsService,
    private readonly audit: AuditLog,
  ) {}

  async list(query: ListQuery<ScoreFilter>, viewer: ConsoleActor): Promise<Page<ScoreRowDto>> {
    const page = await this.scores.page(query, viewer.role === 'jury' ? viewer.id : null);
    return { rows: page.rows.map(withWeighted), total: page.total };
  }

  async get(id: string, viewer: ConsoleActor): Promise<ScoreRowDto> {
    const page = await this.list(
      { filter: { id: [id] }, sort: { field: 'submittedAt', order: 'ASC' }, offset: 0, limit: 1 },
      viewer,
    );
    if (!page.rows[0]) throw notFound();
    return page.rows[0];
  }

  async create(input: CreateScoreDto, actor: ConsoleActor): Promise<ScoreRowDto> {
    const marks = marksOf(input);
    const id = await this.dataSource.transaction(async (manager) => {
      const assignment = await this.ownAssignment(manager, input.assignmentId, actor);
      await this.assignments.ensureRoundOpen(manager, assignment.roundId);
      if (await this.scores.existsFor(manager, assignment.id)) {
        throw scoreError(ScoreErrorCode.AlreadyScored);
      }
      const created = await this.scores.insert(manager, assignment.id, marks);
      await this.audit.record(
        actor,
        {
          action: marks.conflict ? 'score.abstain' : 'score.submit',
          resource: 'scores',
          resourceId: created,
          after: { assignmentId: assignment.id, submissionId: assignment.submissionId, ...marks },
        },
        manager,
      );
      return created;
    });
    return this.get(id, actor);
  }

  /** A juror changes their own score while the round is still open. */
  async update(id: string, input: ScoreFieldsDto, actor: ConsoleActor): Promise<ScoreRowDto> {
    const marks = marksOf(input);
    await this.dataSource.transaction(async (manager) => {
      const score = await this.scores.findForUpdate(manager, id);
      if (!score) throw notFound();
      const assignment = await this.ownAssignment(manager, score.assignmentId, actor);
      await this.assignments.ensureRoundOpen(manager, assignment.roundId);
      await this.scores.update(manager, id, marks);
      await this.audit.record(
        actor,
        {
          action: 'score.update',
          resource: 'scores',
          resourceId: id,
          before: score,
          after: { ...score, ...marks },
        },
        manager,
      );
    });
    return this.get(id, actor);
  }

  /** Only the juror an entry is assigned to may mark it (organisers do not score). */
  private async ownAssignment(
    manager: EntityManager,
    assignmentId: string,
    actor: ConsoleActor,
  ): Promise<JuryAssignment> {
    const assignment = await this.scores.assignmentForScoring(manager, assignmentId);
    if (!assignment || assignment.jurorId !== actor.id) {
      throw juryError(JuryErrorCode.NotAssigned);
    }
    return assignment;
  }
}
