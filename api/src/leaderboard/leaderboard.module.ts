import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { BoardCache } from './board-cache';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardRepository } from './leaderboard.repository';
import { LeaderboardService } from './leaderboard.service';
import { RankRecomputeService } from './rank-recompute.service';

/** Ranking snapshots, the cached public board, /leaderboard and /stats; LeaderboardService.positionsFor for entries. */
@Module({
  imports: [ProfileModule],
  controllers: [LeaderboardController],
  providers: [LeaderboardRepository, BoardCache, LeaderboardService, RankRecomputeService],
  exports: [LeaderboardService, RankRecomputeService],
})
export class LeaderboardModule {}
