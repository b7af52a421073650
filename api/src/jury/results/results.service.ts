import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { bool, FilterValueError, ListQuery, ListSpec, Page, uuids } from '../../console/simple-rest/list-query';
import { computeResults, EntryResult } from './jury-results';
import { ResultsRepository } from './results.repository';

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
    private readonly results: ResultsRepository,
    private readonly config: AppConfig,
  ) {}

  get round3ViewsWeight(): number {
    return this.config.console.round3ViewsWeight;
  }

  /** Every verified entry of the round with its result, best first; `manager` reads inside a caller's transaction. */
  async compute(roundId: 3 | 4, normalised: boolean, manager?: EntityManager): Promise<ResultRow[]> {
    const entries = await this.results.entries(roundId, manager);
    const marks = await this.results.marks(roundId, manager);
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
