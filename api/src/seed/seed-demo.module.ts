import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { CoreModule } from '../core.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { MetricsModule } from '../metrics/metrics.module';

/** What `npm run seed:demo` needs: the rounds, one refresh cycle and one rank recompute; no HTTP, no queues. */
@Module({ imports: [CoreModule, ContestModule, MetricsModule, LeaderboardModule] })
export class SeedDemoModule {}
