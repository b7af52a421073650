import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Submission } from './submission.entity';

/** One entry as `enter_submission` (migration 1763740000000) takes it; with no round, only the account is checked. */
export interface EntryToEnter {
  participant: string;
  round: number | null;
  /** The window of the round the API judged open, confirmed by the statement (else `round_changed`). */
  roundStarts: Date | null;
  roundEnds: Date | null;
  url: string | null;
  shortcode: string | null;
  category: string;
  hashtags: boolean;
  consent: boolean;
  consentVersion: string;
  consentLanguage: string;
  linkUsername: string | null;
  limit: number;
  kind: string;
  messageCategory: string;
  params: Record<string, unknown>;
  channels: readonly string[];
}

/** What `enter_submission` answers: the outcome, the participant's handle and, when created, the entry. */
export type EntryOutcome = { outcome: string; instagramHandle: string | null } & Submission;

/** The entry path's SQL: one call of the `enter_submissions` function per batch (see its migration). */
@Injectable()
export class EntriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Enters the batch in one statement and one transaction; answers each entry's outcome, in the same order. */
  async enterBatch(entries: EntryToEnter[]): Promise<EntryOutcome[]> {
    const rows = await this.dataSource.query<Array<EntryOutcome & { i: number }>>(
      `SELECT * FROM enter_submissions($1::jsonb)`,
      [JSON.stringify(entries)],
    );
    // The rows come in the order the entries were entered (by participant), each with its place in the batch.
    const outcomes: EntryOutcome[] = [];
    for (const { i, ...outcome } of rows) outcomes[i - 1] = outcome;
    return outcomes;
  }
}
