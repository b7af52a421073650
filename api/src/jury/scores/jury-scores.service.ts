import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, validationFailed } from '../../common/errors/api-error';
import { notFoundError } from '../../common/errors/not-found';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { ensureRoundOpenForJury } from '../assignments/jury-assignments.service';
import { JuryAssignment } from '../assignments/jury-assignment.entity';
import { juryError, JuryErrorCode } from '../jury-errors';
import { JURY_WEIGHTS, weightedMark } from '../results/jury-results';
import { bool, integers, ListQuery, ListSpec, Page, TotalRow, uuids } from '../../console/simple-rest/list-query';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import { scoreError, ScoreErrorCode } from './score-errors';
import { CreateScoreDto, ScoreFieldsDto, ScoreRowDto } from './jury-score.dto';
import { JuryScore } from './jury-score.entity';

export interface ScoreFilter {
  id: string[];
  roundId: number[];
  submissionId: string[];
  jurorId: string[];
  assignmentId: string[];
  conflict: boolean;
}

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

const WEIGHTED = `(sc.creativity * ${JURY_WEIGHTS.creativity} + sc.cultural_authenticity * ${JURY_WEIGHTS.culturalAuthenticity}
  + sc.technical_excellence * ${JURY_WEIGHTS.technicalExcellence})`;

const SORT_COLUMNS: Record<string, string> = {
  id: 'sc.id',
  submittedAt: 'sc.submitted_at',
  updatedAt: 'sc.updated_at',
  roundId: 'a.round_id',
  jurorEmail: 'j.email',
  weightedScore: WEIGHTED,
  creativity: 'sc.creativity',
  culturalAuthenticity: 'sc.cultural_authenticity',
  technicalExcellence: 'sc.technical_excellence',
};

const FROM = `
    FROM jury_scores sc
    JOIN jury_assignments a ON a.id = sc.assignment_id
    JOIN console_accounts j ON j.id = a.juror_id
    JOIN submissions s ON s.id = a.submission_id`;

const SELECT = `
  SELECT sc.id, sc.assignment_id AS "assignmentId", a.round_id AS "roundId", a.submission_id AS "submissionId",
         s.shortcode, s.instagram_url AS "instagramUrl", a.juror_id AS "jurorId", j.email AS "jurorEmail", sc.conflict, sc.creativity,
         sc.cultural_authenticity AS "culturalAuthenticity", sc.technical_excellence AS "technicalExcellence",
         sc.comment, sc.submitted_at AS "submittedAt", sc.updated_at AS "updatedAt"`;

const notFound = () => notFoundError('No such score');

/** The marks to store, or a 400 naming what is wrong: marks and an abstention exclude each other. */
function marksOf(
  input: ScoreFieldsDto,
): Pick<JuryScore, 'conflict' | 'creativity' | 'culturalAuthenticity' | 'technicalExcellence' | 'comment'> {
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

const withWeighted = (row: Omit<ScoreRowDto, 'weightedScore'>): ScoreRowDto => ({
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
    private readonly audit: AuditLog,
  ) {}

  async list(query: ListQuery<ScoreFilter>, viewer: ConsoleActor): Promise<Page<ScoreRowDto>> {
    const where = new SqlConditions();
    const { filter } = query;
    if (viewer.role === 'jury') where.add((bind) => `a.juror_id = ${bind(viewer.id)}`);
    if (filter.id) where.add((bind) => `sc.id = ANY(${bind(filter.id)}::uuid[])`);
    if (filter.roundId) where.add((bind) => `a.round_id = ANY(${bind(filter.roundId)}::smallint[])`);
    if (filter.submissionId) where.add((bind) => `a.submission_id = ANY(${bind(filter.submissionId)}::uuid[])`);
    if (filter.jurorId) where.add((bind) => `a.juror_id = ANY(${bind(filter.jurorId)}::uuid[])`);
    if (filter.assignmentId) where.add((bind) => `sc.assignment_id = ANY(${bind(filter.assignmentId)}::uuid[])`);
    if (filter.conflict !== undefined) where.add((bind) => `sc.conflict = ${bind(filter.conflict)}`);
    const countParams = [...where.params];
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order} NULLS LAST, sc.id ASC`;
    const page = `LIMIT ${where.bind(query.limit)} OFFSET ${where.bind(query.offset)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<Array<Omit<ScoreRowDto, 'weightedScore'>>>(
        `${SELECT} ${FROM} ${where.where} ORDER BY ${order} ${page}`,
        where.params,
      ),
      this.dataSource.query<TotalRow[]>(`SELECT count(*)::int AS total ${FROM} ${where.where}`, countParams),
    ]);
    return { rows: rows.map(withWeighted), total };
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
      await ensureRoundOpenForJury(manager, assignment.roundId);
      const repository = manager.getRepository(JuryScore);
      if (await repository.existsBy({ assignmentId: assignment.id })) {
        throw scoreError(ScoreErrorCode.AlreadyScored);
      }
      const { identifiers } = await repository.insert({ assignmentId: assignment.id, ...marks });
      const created = identifiers[0].id as string;
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
      const repository = manager.getRepository(JuryScore);
      const score = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!score) throw notFound();
      const assignment = await this.ownAssignment(manager, score.assignmentId, actor);
      await ensureRoundOpenForJury(manager, assignment.roundId);
      await repository.update({ id }, { ...marks, updatedAt: new Date() });
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
    const assignment = await manager
      .getRepository(JuryAssignment)
      .findOne({ where: { id: assignmentId }, lock: { mode: 'pessimistic_read' } });
    if (!assignment || assignment.jurorId !== actor.id) {
      throw juryError(JuryErrorCode.NotAssigned);
    }
    return assignment;
  }
}
