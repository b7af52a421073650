import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery, Page, TotalRow } from '../../console/simple-rest/list-query';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import { JuryAssignment } from '../assignments/jury-assignment.entity';
import { JURY_WEIGHTS } from '../results/jury-results';
import type { ScoreRowDto } from './jury-score.dto';
import { JuryScore } from './jury-score.entity';

export interface ScoreFilter {
  id: string[];
  roundId: number[];
  submissionId: string[];
  jurorId: string[];
  assignmentId: string[];
  conflict: boolean;
}

/** A score row as stored: its weighted score is worked out in code, as the results are. */
export type StoredScoreRow = Omit<ScoreRowDto, 'weightedScore'>;

export type Marks = Pick<
  JuryScore,
  'conflict' | 'creativity' | 'culturalAuthenticity' | 'technicalExcellence' | 'comment'
>;

const WEIGHTED = `(sc.creativity * ${JURY_WEIGHTS.creativity} + sc.cultural_authenticity * ${JURY_WEIGHTS.culturalAuthenticity}
  + sc.technical_excellence * ${JURY_WEIGHTS.technicalExcellence})`;

/** Sortable names to SQL: the whitelist is the only way a sort reaches the query. */
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

/** Jurors' scores, with their assignment's round, entry and juror for the console's list. */
@Injectable()
export class JuryScoresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of scores; `jurorId` narrows it to one juror's own. */
  async page(query: ListQuery<ScoreFilter>, jurorId: string | null): Promise<Page<StoredScoreRow>> {
    const where = new SqlConditions();
    const { filter } = query;
    if (jurorId) where.add((bind) => `a.juror_id = ${bind(jurorId)}`);
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
      this.dataSource.query<StoredScoreRow[]>(
        `${SELECT} ${FROM} ${where.where} ORDER BY ${order} ${page}`,
        where.params,
      ),
      this.dataSource.query<TotalRow[]>(`SELECT count(*)::int AS total ${FROM} ${where.where}`, countParams),
    ]);
    return { rows, total };
  }

  /** The assignment, share-locked so it cannot be removed while it is being scored. */
  assignmentForScoring(manager: EntityManager, assignmentId: string): Promise<JuryAssignment | null> {
    return manager
      .getRepository(JuryAssignment)
      .findOne({ where: { id: assignmentId }, lock: { mode: 'pessimistic_read' } });
  }

  existsFor(manager: EntityManager, assignmentId: string): Promise<boolean> {
    return manager.getRepository(JuryScore).existsBy({ assignmentId });
  }

  findForUpdate(manager: EntityManager, id: string): Promise<JuryScore | null> {
    return manager.getRepository(JuryScore).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async insert(manager: EntityManager, assignmentId: string, marks: Marks): Promise<string> {
    const { identifiers } = await manager.getRepository(JuryScore).insert({ assignmentId, ...marks });
    return identifiers[0].id as string;
  }

  async update(manager: EntityManager, id: string, marks: Marks): Promise<void> {
    await manager.getRepository(JuryScore).update({ id }, { ...marks, updatedAt: new Date() });
  }
}
