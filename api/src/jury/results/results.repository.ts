import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { contending } from '../../contest/contest.repository';
import type { JuryMark } from './jury-results';

/** An entry contending in a round, with what its result is worked out from and shown with. */
export interface ContendingEntry {
  id: string;
  instagramUrl: string;
  author: string | null;
  category: string;
  views: number | null;
  submittedAt: Date;
}

/** A juror's marks on an entry, or their abstention (`conflict`, no marks). */
export type RoundMark = JuryMark & { conflict: boolean };

/** What a round's results are computed from: its contending entries and the jury's marks on them. */
@Injectable()
export class ResultsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  entries(roundId: number, manager: EntityManager = this.dataSource.manager): Promise<ContendingEntry[]> {
    return manager.query<ContendingEntry[]>(
      `SELECT s.id, s.instagram_url AS "instagramUrl", p.name AS author, s.category, m.views::float8 AS views,
              s.created_at AS "submittedAt"
           FROM submissions s
           JOIN participants p ON p.id = s.participant_id
           LEFT JOIN submission_metrics m ON m.submission_id = s.id
          WHERE ${contending('$1', { entry: 's', creator: 'p' })}`,
      [roundId],
    );
  }

  marks(roundId: number, manager: EntityManager = this.dataSource.manager): Promise<RoundMark[]> {
    return manager.query<RoundMark[]>(
      `SELECT a.submission_id AS "submissionId", a.juror_id AS "jurorId", sc.conflict, sc.creativity,
              sc.cultural_authenticity AS "culturalAuthenticity", sc.technical_excellence AS "technicalExcellence"
         FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id
        WHERE a.round_id = $1`,
      [roundId],
    );
  }
}
