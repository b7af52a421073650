import { Injectable } from '@nestjs/common';
import { JobName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { RankRecomputeService } from './rank-recompute.service';

export interface RankRecomputeJob {
  /** The refresh cycle whose figures this ranking uses; null when ranking without a new cycle. */
  cycleId?: string | null;
}

@Injectable()
export class RankRecomputeProcessor {
  constructor(private readonly ranking: RankRecomputeService) {}

  @OnJob(JobName.RankRecompute)
  async recompute(data: RankRecomputeJob) {
    const { snapshotId, entries, durationMs, published } = await this.ranking.recompute(data.cycleId ?? null);
    return { snapshotId, entries, durationMs, published };
  }
}
