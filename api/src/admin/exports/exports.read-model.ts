import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ASSIGNMENT_STATE_SQL } from '../../jury/assignments/jury-assignment.entity';
import { JURY_WEIGHTS } from '../../jury/results/jury-results';
import { SqlConditions } from '../../console/simple-rest/sql-builder';

/** Rows fetched from the cursor per round trip: memory stays flat however many rows there are. */
export const EXPORT_BATCH_ROWS = 500;

/** One exported row, by column name. */
export type ExportRow = Record<string, unknown>;

/** Column names double as the CSV header; the SQL aliases below match them. */
export const ENTRY_COLUMNS = [
  'id',
  'created_at',
  'status',
  'status_reason',
  'round_id',
  'stage',
  'category',
  'instagram_url',
  'ig_username',
  'participant_id',
  'author',
  'state',
  'creator_category',
  'views',
  'likes',
  'metrics_source',
  'metrics_at',
  'auto_check_passed',
  'anomalies',
  'round3_jurors',
  'round3_jury_score',
  'round4_jurors',
  'round4_jury_score',
];

export const PARTICIPANT_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'phone_number',
  'instagram_handle',
  'instagram_verified',
  'ownership_code',
  'state',
  'creator_category',
  'profile_complete',
  'blocked_at',
  'entries',
];

/** results.csv of Rounds 1–2 (percentiles 0–1, the score the blend of them). */
export const STANDING_COLUMNS = [
  'rank',
  'entry_id',
  'creator',
  'handle',
  'instagram_url',
  'category',
  'state',
  'views',
  'likes',
  'votes',
  'views_percentile',
  'votes_percentile',
  'score',
  'advanced',
];

export const JUROR_SCORE_COLUMNS = [
  'round_id',
  'juror_email',
  'juror_name',
  'entry_id',
  'instagram_url',
  'author',
  'category',
  'state',
  'creativity',
  'cultural_authenticity',
  'technical_excellence',
  'weighted_score',
  'comment',
  'assigned_at',
  'scored_at',
  'changed_at',
];

/** The phone number is stored whole (E.164, `+919876543210`): its country code is not printed a second time. */
const PARTICIPANTS_SQL = `
    SELECT p.id, p.created_at, p.name, p.email, p.phone_number,
           coalesce(p.instagram_proven_username, p.instagram_handle) AS instagram_handle,
           p.instagram_proven_username IS NOT NULL AS instagram_verified, p.ownership_code, p.state_province AS state,
           p.creator_category, p.profile_complete, p.blocked_at,
           (SELECT count(*) FROM submissions s WHERE s.participant_id = p.id) AS entries
      FROM participants p
     ORDER BY p.created_at, p.id`;

const WEIGHTED = `(sc.creativity * ${JURY_WEIGHTS.creativity} + sc.cultural_authenticity * ${JURY_WEIGHTS.culturalAuthenticity}
  + sc.technical_excellence * ${JURY_WEIGHTS.technicalExcellence})`;

/** The raw 40/30/30 mean of a round's jury marks for entry `s` (abstentions left out). */
function juryMean(round: 3 | 4): string {
  return `SELECT count(*) AS jurors,
                 round(avg(sc.creativity * ${JURY_WEIGHTS.creativity}
                   + sc.cultural_authenticity * ${JURY_WEIGHTS.culturalAuthenticity}
                   + sc.technical_excellence * ${JURY_WEIGHTS.technicalExcellence})::numeric, 4) AS score
            FROM jury_assignments a JOIN jury_scores sc ON sc.assignment_id = a.id
           WHERE a.submission_id = s.id AND a.round_id = ${round} AND NOT sc.conflict`;
}

/**
 * The exports' reads, streamed from a Postgres cursor: one read-only transaction (a consistent snapshot) on its
 * own connection, fetched a batch at a time as the caller asks. Stopping the iteration closes the cursor.
 */
@Injectable()
export class ExportsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Entries as the console's list filters them (the same WHERE, so the file holds what the list shows). */
  entries(where: SqlConditions): AsyncGenerator<ExportRow[]> {
    return this.batches(
      `
      SELECT s.id, s.created_at, s.status, s.status_reason, s.round_id,
             GREATEST(s.round_id, COALESCE((SELECT max(a.round_id) FROM round_advancements a WHERE a.submission_id = s.id), 0)) AS stage,
             s.category, s.instagram_url, s.ig_username, s.participant_id, p.name AS author, p.state_province AS state,
             p.creator_category, m.views, m.likes, m.source AS metrics_source, m.sampled_at AS metrics_at,
             c.passed AS auto_check_passed,
             (SELECT count(*) FROM metric_anomalies x WHERE x.submission_id = s.id) AS anomalies,
             j3.jurors AS round3_jurors, j3.score AS round3_jury_score, j4.jurors AS round4_jurors, j4.score AS round4_jury_score
        FROM submissions s
        JOIN participants p ON p.id = s.participant_id
        LEFT JOIN submission_metrics m ON m.submission_id = s.id
        LEFT JOIN submission_auto_checks c ON c.submission_id = s.id
        LEFT JOIN LATERAL (${juryMean(3)}) j3 ON true
        LEFT JOIN LATERAL (${juryMean(4)}) j4 ON true
       ${where.where}
       ORDER BY s.created_at, s.id`,
      where.params,
    );
  }

  participants(): AsyncGenerator<ExportRow[]> {
    return this.batches(PARTICIPANTS_SQL);
  }

  /** Every assignment with the juror's marks (or none yet), so gaps show beside the work done. */
  jurorScores(filter: { roundId?: number[]; jurorId?: string[] }): AsyncGenerator<ExportRow[]> {
    const where = new SqlConditions();
    if (filter.roundId) where.add((bind) => `a.round_id = ANY(${bind(filter.roundId)}::smallint[])`);
    if (filter.jurorId) where.add((bind) => `a.juror_id = ANY(${bind(filter.jurorId)}::uuid[])`);
    return this.batches(
      `
      SELECT a.round_id, j.email AS juror_email, j.display_name AS juror_name, s.id AS entry_id, s.instagram_url,
             p.name AS author, s.category,
             ${ASSIGNMENT_STATE_SQL} AS state,
             sc.creativity, sc.cultural_authenticity, sc.technical_excellence,
             round(${WEIGHTED}::numeric, 4)::float8 AS weighted_score, sc.comment, a.created_at AS assigned_at,
             sc.submitted_at AS scored_at, sc.updated_at AS changed_at
        FROM jury_assignments a
        JOIN console_accounts j ON j.id = a.juror_id
        JOIN submissions s ON s.id = a.submission_id
        JOIN participants p ON p.id = s.participant_id
        LEFT JOIN jury_scores sc ON sc.assignment_id = a.id
        LEFT JOIN round_closures rc ON rc.round_id = a.round_id
       ${where.where}
       ORDER BY a.round_id, j.email, s.created_at, s.id`,
      where.params,
    );
  }

  /**
   * A blended round's (1–2) final ranking as its close froze it (round_standings): one line per creator, their
   * best film, the ranking's inputs and whether they went through; empty until the round is closed.
   */
  roundStandings(roundId: number): AsyncGenerator<ExportRow[]> {
    return this.batches(
      `
      SELECT st.rank, st.submission_id AS entry_id, p.name AS creator, s.ig_username AS handle, s.instagram_url,
             s.category, p.state_province AS state, st.views, st.likes, st.votes, st.views_percentile,
             st.votes_percentile, st.score, st.advanced
        FROM round_standings st
        JOIN submissions s ON s.id = st.submission_id
        JOIN participants p ON p.id = st.participant_id
       WHERE st.round_id = $1
       ORDER BY st.rank, st.submission_id`,
      [roundId],
    );
  }

  private async *batches(sql: string, params: unknown[] = []): AsyncGenerator<ExportRow[]> {
    const runner = this.dataSource.createQueryRunner();
    let finished = false;
    await runner.connect();
    try {
      await runner.query('BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await runner.query(`DECLARE console_export NO SCROLL CURSOR FOR ${sql}`, params);
      for (;;) {
        // QueryRunner.query is not generic (it answers any); the rows' keys are the query's aliases.
        const rows = (await runner.query(`FETCH FORWARD ${EXPORT_BATCH_ROWS} FROM console_export`)) as ExportRow[];
        if (rows.length === 0) break;
        yield rows;
      }
      await runner.query('COMMIT');
      finished = true;
    } finally {
      // Also reached when the caller stops early (the client went away mid-download).
      if (!finished) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }
}
