import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { JURY_WEIGHTS } from '../results/jury-results';
import { csvLine } from './csv';

/** Rows fetched from the cursor per round trip: memory stays flat however many rows there are. */
export const EXPORT_BATCH_ROWS = 500;

interface ExportSpec {
  columns: string[];
  sql: string;
}

// Column names double as the CSV header; the SQL aliases match them.
const ENTRIES: ExportSpec = {
  columns: [
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
  ],
  sql: `
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
     ORDER BY s.created_at, s.id`,
};

const PARTICIPANTS: ExportSpec = {
  columns: [
    'id',
    'created_at',
    'name',
    'email',
    'phone_country_code',
    'phone_number',
    'state',
    'creator_category',
    'profile_complete',
    'blocked_at',
    'entries',
  ],
  sql: `
    SELECT p.id, p.created_at, p.name, p.email, p.phone_country_code, p.phone_number, p.state_province AS state,
           p.creator_category, p.profile_complete, p.blocked_at,
           (SELECT count(*) FROM submissions s WHERE s.participant_id = p.id) AS entries
      FROM participants p
     ORDER BY p.created_at, p.id`,
};

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
 * CSV exports streamed from a Postgres cursor: one read-only transaction (a consistent snapshot) on its own
 * connection, fetched a batch at a time as the client reads. Stopping the download closes the cursor.
 */
@Injectable()
export class ExportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  entries(): Readable {
    return this.stream(ENTRIES);
  }

  participants(): Readable {
    return this.stream(PARTICIPANTS);
  }

  private stream(spec: ExportSpec): Readable {
    const dataSource = this.dataSource;
    async function* lines(): AsyncGenerator<string> {
      const runner = dataSource.createQueryRunner();
      let finished = false;
      await runner.connect();
      try {
        await runner.query('BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
        await runner.query(`DECLARE console_export NO SCROLL CURSOR FOR ${spec.sql}`);
        yield csvLine(spec.columns);
        for (;;) {
          const rows: Record<string, unknown>[] = await runner.query(
            `FETCH FORWARD ${EXPORT_BATCH_ROWS} FROM console_export`,
          );
          if (rows.length === 0) break;
          yield rows.map((row) => csvLine(spec.columns.map((column) => row[column]))).join('');
        }
        await runner.query('COMMIT');
        finished = true;
      } finally {
        // Also reached when the client goes away mid-download (the stream is destroyed).
        if (!finished) await runner.query('ROLLBACK').catch(() => undefined);
        await runner.release();
      }
    }
    return Readable.from(lines(), { objectMode: false });
  }
}
