import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GroupCommit } from '../common/database/group-commit';
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

/**
 * Entries are written in group commits, like votes (`GroupCommit`): `enter_submissions` enters each entry of a
 * batch in one statement and one transaction, and each request is answered after that commit.
 */
@Injectable()
export class EntryBatcher {
  private readonly batches: GroupCommit<EntryToEnter, EntryOutcome>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.batches = new GroupCommit(
      async (entries) => {
        const rows = await dataSource.query<Array<EntryOutcome & { i: number }>>(
          `SELECT * FROM enter_submissions($1::jsonb)`,
          [JSON.stringify(entries)],
        );
        // The rows come in the order the entries were entered (by participant), each with its place in the batch.
        const outcomes: EntryOutcome[] = [];
        for (const { i, ...outcome } of rows) outcomes[i - 1] = outcome;
        return outcomes;
      },
      { maxBatch: 128, maxInFlight: 2 },
    );
  }

  enter(entry: EntryToEnter): Promise<EntryOutcome> {
    return this.batches.submit(entry);
  }
}
