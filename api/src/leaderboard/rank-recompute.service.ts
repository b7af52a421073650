import { Injectable, Logger } from '@nestjs/common';
import { BoardCache } from './board-cache';
import { LeaderboardRepository, SnapshotSummary } from './leaderboard.repository';

export interface RecomputeResult extends SnapshotSummary {
  published: boolean;
  /** From the start of the ranking until the new board is live in Redis. */
  publishedAfterMs: number;
  /** Deleting the rows of the snapshot that falls out of the kept ones (after publishing). */
  pruneMs: number;
}

/** Ranks the verified entries into a new snapshot and publishes it as the public board. */
@Injectable()
export class RankRecomputeService {
  private readonly logger = new Logger('RankRecompute');

  constructor(
    private readonly repository: LeaderboardRepository,
    private readonly cache: BoardCache,
  ) {}

  async recompute(cycleId: string | null = null): Promise<RecomputeResult> {
    const started = Date.now();
    const summary = await this.repository.recompute(cycleId);
    const board = await this.repository.board(summary.snapshotId);
    const published = board ? await this.cache.publish(board) : false;
    const publishedAfterMs = Date.now() - started;
    await this.repository.prune();
    const pruneMs = Date.now() - started - publishedAfterMs;
    this.logger.log(
      { snapshotId: summary.snapshotId, entries: summary.entries, rankingMs: summary.durationMs, publishedAfterMs },
      `leaderboard snapshot ${summary.snapshotId}: ${summary.entries} entries ranked and published in ${publishedAfterMs} ms`,
    );
    return { ...summary, published, publishedAfterMs, pruneMs };
  }
}
