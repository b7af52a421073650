/** Postgres' "try again" errors (deadlock, serialization): the batch's transaction rolled back whole. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

export interface GroupCommitLimits {
  /** Items written together at most; more wait for the next batch. */
  maxBatch: number;
  /** Batches being written at once: one committing while the next one runs keeps Postgres busy on two cores. */
  maxInFlight: number;
}

/**
 * Group commit for a hot write: the items that arrive while earlier batches are being written wait and go
 * together in one statement and one transaction (`write`, which answers one result per item, in order), and each
 * caller is answered only after that commit, so a success still means its item is stored durably. An idle API
 * writes an item at once, alone; under load one round trip and one commit (and its WAL flush) serve many items.
 * A batch that deadlocks is written again; one that fails otherwise is written item by item, so an item that
 * cannot be written fails alone.
 */
export class GroupCommit<I, O> {
  private readonly waiting: Array<Waiting<I, O>> = [];
  private inFlight = 0;

  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly limits: GroupCommitLimits = { maxBatch: 256, maxInFlight: 2 },
  ) {}

  submit(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.inFlight >= this.limits.maxInFlight || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.limits.maxBatch);
    this.inFlight += 1;
    void this.writeBatch(batch).finally(() => {
      this.inFlight -= 1;
      this.next();
    });
  }

  private async writeBatch(batch: Array<Waiting<I, O>>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const results = await this.write(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, i) => waiting.resolve(results[i]));
        return;
      } catch (error) {
        if (RETRYABLE.has((error as { code?: string }).code ?? '') && attempt < ATTEMPTS) continue;
        // Nothing of the batch was stored; written alone, an item that cannot be written fails by itself only.
        if (batch.length > 1) {
          await Promise.all(batch.map((waiting) => this.writeBatch([waiting])));
          return;
        }
        batch[0].reject(error);
        return;
      }
    }
  }
}
