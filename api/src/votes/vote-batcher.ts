import { Injectable } from '@nestjs/common';
import { GroupCommit } from '../common/database/group-commit';
import { CastResult, VotesRepository, VoteToCast } from './votes.repository';

/**
 * Votes are cast in group commits (`cast_votes`, one row per vote, each with its own outcome): 256 votes at most
 * in a batch, two batches in flight.
 */
@Injectable()
export class VoteBatcher {
  private readonly batches: GroupCommit<VoteToCast, CastResult>;

  constructor(repository: VotesRepository) {
    this.batches = new GroupCommit((votes) => repository.castBatch(votes), { maxBatch: 256, maxInFlight: 2 });
  }

  cast(vote: VoteToCast): Promise<CastResult> {
    return this.batches.submit(vote);
  }
}
