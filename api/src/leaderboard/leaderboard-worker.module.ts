import { Module } from '@nestjs/common';
import { LeaderboardModule } from './leaderboard.module';
import { RankRecomputeProcessor } from './rank-recompute.processor';

/** Worker only: the RankRecompute job handler. */
@Module({ imports: [LeaderboardModule], providers: [RankRecomputeProcessor] })
export class LeaderboardWorkerModule {}
