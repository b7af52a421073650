import { Injectable } from '@nestjs/common';
import { CastResult, VotesRepository, VoteToCast } from './votes.repository';

/** Votes cast together at most; more wait for the next batch. */
const MAX_BATCH = 256;
/** Batches being cast at once: one committing while the next one runs keeps Postgres busy on two cores. */
const MAX_IN_FLIGHT = 2;
/** Postgres' "try again" errors (deadlock, serialization): the batch's transaction rolled back whole. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

interface Waiting {
  vote: VoteToCast;
  resolve(result: CastResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit for votes: the votes that arrive while earlier batches are being cast wait and go together in one
 * statement and one transaction, and each request is answered only after that commit, so a 201 still means the
 * vote is stored durably. An idle API casts a vote at once, alone; under load a commit (and its WAL flush) and a
 * round trip serve many votes. Each vote keeps its own outcome: `cast_votes` answers one row per vote.
 */
@Injectable()
export class VoteBatcher {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly repository: VotesRepository) {}

  cast(vote: VoteToCast): Promise<CastResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ vote, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.inFlight >= MAX_IN_FLIGHT || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, MAX_BATCH);
    this.inFlight += 1;
    void this.castBatch(batch).finally(() => {
      this.inFlight -= 1;
      this.next();
    });
  }

  private async castBatch(batch: Waiting[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const results = await this.repository.castBatch(batch.map((waiting) => waiting.vote));
        batch.forEach((waiting, i) => waiting.resolve(results[i]));
        return;
      } catch (error) {
        if (RETRYABLE.has((error as { code?: string }).code ?? '') && attempt < ATTEMPTS) continue;
        // Nothing of the batch was stored; cast alone, a vote that cannot be cast fails by itself only.
        if (batch.length > 1) {
          await Promise.all(batch.map((waiting) => this.castBatch([waiting])));
          return;
        }
        batch[0].reject(error);
        return;
      }
    }
  }
}
