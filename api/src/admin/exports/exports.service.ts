import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { ConsoleActor } from '../../console/console-actor';
import { EntriesReadModel, EntryFilter } from '../entries/entries.read-model';
import { ASSIGNMENT_STATE_SQL } from '../../jury/assignments/jury-assignment.entity';
import { JURY_WEIGHTS } from '../../jury/results/jury-results';
import { ResultsService } from '../../jury/results/results.service';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import { CellLabel, LABELS } from './csv-labels';
import { csvLine, UTF8_BOM } from './csv';

/** Rows fetched from the cursor per round trip: memory stays flat however many rows there are. */
export const EXPORT_BATCH_ROWS = 500;

interface ExportSpec {
  /** Column names double as the CSV header; the SQL aliases match them. */
  columns: string[];
  sql: string;
  params?: unknown[];
  /** Columns whose stored values are written as the words the console shows. */
  labels?: Partial<Record<string, CellLabel>>;
}

/** One exported row, by column name. */
type ExportRow = Record<string, unknown>;

const ENTRY_COLUMNS = [
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

/** Entries as the console's list filters them (the same WHERE, so the file holds what the list shows). */
function entriesExport(where: SqlConditions): ExportSpec {
  return {
    columns: ENTRY_COLUMNS,
    params: where.params,
    labels: {
      status: LABELS.status,
      category: LABELS.category,
      creator_category: LABELS.creatorCategory,
      metrics_source: LABELS.metricsSource,
    },
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
       ${where.where}
       ORDER BY s.created_at, s.id`,
  };
}

/** The phone number is stored whole (E.164, `+919876543210`): its country code is not printed a second time. */
const PARTICIPANTS: ExportSpec = {
  columns: [
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
  ],
  labels: { creator_category: LABELS.creatorCategory },
  sql: `
    SELECT p.id, p.created_at, p.name, p.email, p.phone_number,
           coalesce(p.instagram_proven_username, p.instagram_handle) AS instagram_handle,
           p.instagram_proven_username IS NOT NULL AS instagram_verified, p.ownership_code, p.state_province AS state,
           p.creator_category, p.profile_complete, p.blocked_at,
           (SELECT count(*) FROM submissions s WHERE s.participant_id = p.id) AS entries
      FROM participants p
     ORDER BY p.created_at, p.id`,
};

const WEIGHTED = `(sc.creativity * ${JURY_WEIGHTS.creativity} + sc.cultural_authenticity * ${JURY_WEIGHTS.culturalAuthenticity}
  + sc.technical_excellence * ${JURY_WEIGHTS.technicalExcellence})`;

/** Every assignment with the juror's marks (or none yet), so gaps show beside the work done. */
function jurorScoresExport(filter: { roundId?: number[]; jurorId?: string[] }): ExportSpec {
  const where = new SqlConditions();
  if (filter.roundId) where.add((bind) => `a.round_id = ANY(${bind(filter.roundId)}::smallint[])`);
  if (filter.jurorId) where.add((bind) => `a.juror_id = ANY(${bind(filter.jurorId)}::uuid[])`);
  return {
    columns: [
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
    ],
    params: where.params,
    labels: { category: LABELS.category, state: LABELS.assignmentState },
    sql: `
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
  };
}

/** The raw 40/30/30 mean of a round's jury marks for entry `s` (abstentions left out). */
function juryMean(round: 3 | 4): string {
  return `SELECT count(*) AS jurors,
                 round(avg(sc.creativity * ${JURY_WEIGHTS.creativity}
                   + sc.cultural_authenticity * ${JURY_WEIGHTS.culturalAuthenticity}
                   + sc.technical_excellence * ${JURY_WEIGHTS.technicalExcellence})::numeric, 4) AS score
            FROM jury_assignments a JOIN jury_scores sc ON sc.assignment_id = a.id
           WHERE a.submission_id = s.id AND a.round_id = ${round} AND NOT sc.conflict`;
}

const RESULT_COLUMNS = [
  'rank',
  'entry_id',
  'instagram_url',
  'author',
  'category',
  'jurors',
  'abstentions',
  'mean_creativity',
  'mean_cultural_authenticity',
  'mean_technical_excellence',
  'jury_score_raw',
  'jury_score_normalised',
  'views',
  'views_score',
  'views_weight',
  'final_score',
  'ranked_by',
];

/** CSV lines of these rows, the labelled columns written as their labels. */
function csvRows(columns: string[], labels: ExportSpec['labels'] = {}, rows: ExportRow[]): string {
  return rows
    .map((row) => csvLine(columns.map((column) => (labels[column] ?? ((value) => value))(row[column]))))
    .join('');
}

/**
 * CSV exports. The long ones stream from a Postgres cursor: one read-only transaction (a consistent
 * snapshot) on its own connection, fetched a batch at a time as the client reads. Stopping the download
 * closes the cursor. Every file starts with a UTF-8 byte-order mark and writes times in IST.
 */
@Injectable()
export class ExportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entriesReadModel: EntriesReadModel,
    private readonly results: ResultsService,
  ) {}

  /** The entries the console's list shows with this filter (its whitelist, parsed by the caller). */
  entries(filter: Partial<EntryFilter>, viewer: ConsoleActor): Readable {
    return this.stream(entriesExport(this.entriesReadModel.conditions(filter, viewer)));
  }

  participants(): Readable {
    return this.stream(PARTICIPANTS);
  }

  jurorScores(filter: { roundId?: number[]; jurorId?: string[] }): Readable {
    return this.stream(jurorScoresExport(filter));
  }

  /**
   * A jury round's final ranking: raw and normalised jury scores side by side, the views blend of Round 3,
   * and the rank by the method chosen. At most a few hundred finalists, so it is computed in memory.
   */
  async roundResults(roundId: 3 | 4, normalised: boolean): Promise<string> {
    const [ranked, withNormalised] = await Promise.all([
      this.results.compute(roundId, normalised),
      normalised ? null : this.results.compute(roundId, true),
    ]);
    const normalisedScore = new Map((withNormalised ?? ranked).map((row) => [row.id, row.juryScoreNormalised]));
    const rows = ranked.map((row) => ({
      rank: row.rank,
      entry_id: row.id,
      instagram_url: row.instagramUrl,
      author: row.author,
      category: row.category,
      jurors: row.jurorCount,
      abstentions: row.abstentions,
      mean_creativity: row.meanCreativity,
      mean_cultural_authenticity: row.meanCulturalAuthenticity,
      mean_technical_excellence: row.meanTechnicalExcellence,
      jury_score_raw: row.juryScore,
      jury_score_normalised: normalisedScore.get(row.id),
      views: row.views,
      views_score: roundId === 3 ? row.viewsScore : null,
      views_weight: row.viewsWeight,
      final_score: row.finalScore,
      ranked_by: normalised ? 'normalised jury score' : 'raw jury score',
    }));
    return UTF8_BOM + csvLine(RESULT_COLUMNS) + csvRows(RESULT_COLUMNS, { category: LABELS.category }, rows);
  }

  private stream(spec: ExportSpec): Readable {
    const dataSource = this.dataSource;
    async function* lines(): AsyncGenerator<string> {
      const runner = dataSource.createQueryRunner();
      let finished = false;
      await runner.connect();
      try {
        await runner.query('BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
        await runner.query(`DECLARE console_export NO SCROLL CURSOR FOR ${spec.sql}`, spec.params ?? []);
        yield UTF8_BOM + csvLine(spec.columns);
        for (;;) {
          // QueryRunner.query is not generic (it answers any); the rows' keys are the spec's columns.
          const rows = (await runner.query(`FETCH FORWARD ${EXPORT_BATCH_ROWS} FROM console_export`)) as ExportRow[];
          if (rows.length === 0) break;
          yield csvRows(spec.columns, spec.labels, rows);
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
