import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { notFoundError } from '../../common/errors/not-found';
import type { ConsoleActor } from '../../console/console-actor';
import { ContestService } from '../../contest/contest.service';
import { JURY_ROUNDS } from '../../contest/round-ranking';
import { resultsError, ResultsErrorCode } from '../../results/results-errors';
import { EntriesReadModel, EntryFilter } from '../../submissions/verification/entries.read-model';
import { ResultsService } from '../../jury/results/results.service';
import { grievanceRef, GrievancesService } from '../../grievances/grievances.service';
import { CellLabel, LABELS } from './csv-labels';
import { csvLine, UTF8_BOM } from './csv';
import {
  ENTRY_COLUMNS,
  ExportRow,
  ExportsReadModel,
  JUROR_SCORE_COLUMNS,
  PARTICIPANT_COLUMNS,
  STANDING_COLUMNS,
} from './exports.read-model';

/** Columns whose stored values are written as the words the console shows. */
type Labels = Partial<Record<string, CellLabel>>;

const ENTRY_LABELS: Labels = {
  status: LABELS.status,
  category: LABELS.category,
  creator_category: LABELS.creatorCategory,
  metrics_source: LABELS.metricsSource,
};

const GRIEVANCE_LABELS: Labels = {
  status: LABELS.grievanceStatus,
  overdue: LABELS.yesNo,
  topic: LABELS.grievanceTopic,
  entry_status: LABELS.status,
};

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

const GRIEVANCE_COLUMNS = [
  'reference',
  'grievance_id',
  'received_at',
  'due_at',
  'status',
  'days_left',
  'overdue',
  'topic',
  'participant_id',
  'participant_name',
  'submission_id',
  'instagram_url',
  'entry_status',
  'assignee',
  'answered_at',
  'closed_at',
  'entry_reinstated_at',
  'message',
  'reply',
];

/** CSV lines of these rows, the labelled columns written as their labels. */
function csvRows(columns: string[], labels: Labels, rows: ExportRow[]): string {
  return rows
    .map((row) => csvLine(columns.map((column) => (labels[column] ?? ((value) => value))(row[column]))))
    .join('');
}

/**
 * The CSV file of these rows, read a batch at a time as the client reads; stopping the download stops the
 * read. The header goes out with the first batch, so a failing query has sent nothing.
 */
function csvFile(columns: string[], labels: Labels, batches: AsyncGenerator<ExportRow[]>): Readable {
  async function* lines(): AsyncGenerator<string> {
    let header = UTF8_BOM + csvLine(columns);
    for await (const rows of batches) {
      yield header + csvRows(columns, labels, rows);
      header = '';
    }
    if (header) yield header;
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * CSV exports. The long ones stream from the exports read model's cursor, a batch at a time as the client
 * reads. Every file starts with a UTF-8 byte-order mark and writes times in IST.
 */
@Injectable()
export class ExportsService {
  constructor(
    private readonly exportsReadModel: ExportsReadModel,
    private readonly entriesReadModel: EntriesReadModel,
    private readonly juryResults: ResultsService,
    private readonly grievanceQueue: GrievancesService,
    private readonly contest: ContestService,
  ) {}

  /** The entries the console's list shows with this filter (its whitelist, parsed by the caller). */
  entries(filter: Partial<EntryFilter>, viewer: ConsoleActor): Readable {
    const rows = this.exportsReadModel.entries(this.entriesReadModel.conditions(filter, viewer));
    return csvFile(ENTRY_COLUMNS, ENTRY_LABELS, rows);
  }

  participants(): Readable {
    const labels = { creator_category: LABELS.creatorCategory };
    return csvFile(PARTICIPANT_COLUMNS, labels, this.exportsReadModel.participants());
  }

  jurorScores(filter: { roundId?: number[]; jurorId?: string[] }): Readable {
    const labels = { category: LABELS.category, state: LABELS.assignmentState };
    return csvFile(JUROR_SCORE_COLUMNS, labels, this.exportsReadModel.jurorScores(filter));
  }

  /**
   * A round's final ranking, and the filter it answers (for the audit log): a jury round's (3–4) from the jury's
   * marks, ranked by the raw or normalised jury score; a blended round's (1–2) as its close froze it, so only
   * once it is closed (409 results_round_not_closed before).
   */
  async results(
    roundId: number,
    normalised: boolean,
  ): Promise<{ file: Readable; filter: { roundId: number; normalised?: boolean } }> {
    if (JURY_ROUNDS.includes(roundId)) {
      const file = await this.roundResults(roundId as 3 | 4, normalised);
      return { file: Readable.from([file], { objectMode: false }), filter: { roundId, normalised } };
    }
    const round = await this.contest.findRound(roundId);
    if (!round) throw notFoundError('Round not found');
    if (!round.closedAt) throw resultsError(ResultsErrorCode.RoundNotClosed, round);
    return { file: this.roundStandings(roundId as 1 | 2), filter: { roundId } };
  }

  /** A blended round's (1–2) final ranking as frozen at its close, streamed. */
  private roundStandings(roundId: 1 | 2): Readable {
    const labels = { category: LABELS.category, advanced: LABELS.yesNo };
    return csvFile(STANDING_COLUMNS, labels, this.exportsReadModel.roundStandings(roundId));
  }

  /**
   * A jury round's final ranking: raw and normalised jury scores side by side, the views blend of Round 3,
   * and the rank by the method chosen. At most a few hundred finalists, so it is computed in memory.
   */
  private async roundResults(roundId: 3 | 4, normalised: boolean): Promise<string> {
    const [ranked, withNormalised] = await Promise.all([
      this.juryResults.compute(roundId, normalised),
      normalised ? null : this.juryResults.compute(roundId, true),
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

  /**
   * Every grievance, oldest first, for the grievance officer's records: when it came, when it was due, what was
   * asked and answered. A few hundred at most, so it is built in memory.
   */
  async grievances(): Promise<string> {
    const rows = (await this.grievanceQueue.exportRows()).map((row) => ({
      reference: grievanceRef(row.id),
      grievance_id: row.id,
      received_at: row.receivedAt,
      due_at: row.dueAt,
      status: row.status,
      days_left: row.daysLeft,
      overdue: row.overdue,
      topic: row.topic,
      participant_id: row.participantId,
      participant_name: row.participantName,
      submission_id: row.submissionId,
      instagram_url: row.instagramUrl,
      entry_status: row.entryStatus,
      assignee: row.assigneeEmail,
      answered_at: row.answeredAt,
      closed_at: row.closedAt,
      entry_reinstated_at: row.reinstatedAt,
      message: row.message,
      reply: row.reply,
    }));
    return UTF8_BOM + csvLine(GRIEVANCE_COLUMNS) + csvRows(GRIEVANCE_COLUMNS, GRIEVANCE_LABELS, rows);
  }
}
