import { Injectable } from '@nestjs/common';
import { GroupCommit } from '../common/database/group-commit';
import { EntriesRepository, EntryOutcome, EntryToEnter } from './entries.repository';

/**
 * Entries are written in group commits, like votes (`GroupCommit`): `enter_submissions` enters each entry of a
 * batch in one statement and one transaction, and each request is answered after that commit.
 */
@Injectable()
export class EntryBatcher {
  private readonly batches: GroupCommit<EntryToEnter, EntryOutcome>;

  constructor(repository: EntriesRepository) {
    this.batches = new GroupCommit((entries) => repository.enterBatch(entries), { maxBatch: 128, maxInFlight: 2 });
  }

  enter(entry: EntryToEnter): Promise<EntryOutcome> {
    return this.batches.submit(entry);
  }
}
