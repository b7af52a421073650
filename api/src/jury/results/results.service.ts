import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { contending } from '../../contest/round-ranking';
import { bool, FilterValueError, ListQuery, ListSpec, Page, uuids } from '../../console/simple-rest/list-query';
import { computeResults, EntryResult, JuryMark } from './jury-results';

export interface ResultRow extends EntryResult {
  /** The entry's id (react-admin needs `id`). */
  id: string;
  roundId: number;
  instagramUrl: string;
  author: string | null;
  category: string;
  abstentions: number;
  normalised: boolean;
  viewsWeight: number | null;
}

export interface ResultFilter {
  roundId: number;
  normalised: boolean;
  id: string[];
}

export const RESULT_LIST: ListSpec<ResultFilter> = {
  sortable: [
    'id',
    'rank',
    'finalScore',
    'juryScore',
    'juryScoreNormalised',
    'views',
    'viewsScore',
    'jurorCount',
    'author',
  ],
  defaultSort: ['rank', 'ASC'],
  filters: {
    roundId: (value) => {
      const round = Number(value);
      if (round !== 3 && round !== 4) throw new FilterValueError('must be 3 or 4 (the jury rounds)');
      return round;
    },
    normalised: bool,
    id: uuids,
  },
};

/** Round 3 and Round 4 results from the jury's marks (and, in Round 3, the views); see jury-results.ts. */
@Injectable()
export class ResultsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  get round3ViewsWeight(): number {
    return this.config.console.round3ViewsWeight;
  }

  /** Every verified entry of the round with its result, best first. */
  async compute(
    roundId: 3 | 4,
    normalised: boolean,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ResultRow[]> {
    const entries: Array<{
      id: string;
      instagramUrl: string;
      author: string | null;
      category: string;
      views: number | null;
      submittedAt: Date;
    }> = await manager.query(
      `SELECT s.id, s.instagram_url AS "instagramUrl", p.name AS author, s.category, m.views::float8 AS views,
              s.created_at AS "submittedAt"
           FROM submissions s
           JOIN participants p ON p.id = s.participant_id
           LEFT JOIN submission_metrics m ON m.submission_id = s.id
          WHERE ${contending('$1')}`,
      [roundId],
    );
    const marks: Array<JuryMark & { conflict: boolean }> = await manager.query(
      `SELECT a.submission_id AS "submissionId", a.juror_id AS "jurorId", sc.conflict, sc.creativity,
              sc.cultural_authenticity AS "culturalAuthenticity", sc.technical_excellence AS "technicalExcellence"
         FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id
        WHERE a.round_id = $1`,
      [roundId],
    );
    const viewsWeight = this.round3ViewsWeight;
    const results = computeResults(
      entries.map((entry) => ({ submissionId: entry.id, views: entry.views, submittedAt: entry.submittedAt })),
      marks.filter((mark) => !mark.conflict),
      { round: roundId, normalised, viewsWeight },
    );
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    return results.map((result) => {
      const entry = byId.get(result.submissionId)!;
      return {
        ...result,
        id: result.submissionId,
        roundId,
        instagramUrl: entry.instagramUrl,
        author: entry.author,
        category: entry.category,
        abstentions: marks.filter((mark) => mark.conflict && mark.submissionId === result.submissionId).length,
        normalised,
        viewsWeight: roundId === 3 ? viewsWeight : null,
      };
    });
  }

  /** The results list: at most a few hundred finalists, so sorting and paging happen here. */
  async list(query: ListQuery<ResultFilter>): Promise<Page<ResultRow>> {
    const roundId = (query.filter.roundId ?? 3) as 3 | 4;
    let rows = await this.compute(roundId, query.filter.normalised ?? false);
    if (query.filter.id) rows = rows.filter((row) => query.filter.id!.includes(row.id));
    const field = query.sort.field as keyof ResultRow;
    const direction = query.sort.order === 'ASC' ? 1 : -1;
    const sorted = [...rows].sort((a, b) => {
      const x = a[field];
      const y = b[field];
      if (x === y) return a.rank - b.rank;
      if (x === null) return 1; // missing values last, whatever the direction
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    });
    return { rows: sorted.slice(query.offset, query.offset + query.limit), total: rows.length };
  }
}
