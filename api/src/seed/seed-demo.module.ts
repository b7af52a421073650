import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { ContestModule } from '../contest/contest.module';
import { CoreModule } from '../core.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { MetricsModule } from '../metrics/metrics.module';

/** What `npm run seed:demo` needs: the rounds, one refresh cycle and one rank recompute; no HTTP, no queues. */
@Module({ imports: [CoreModule, ContestModule, MetricsModule, LeaderboardModule] })
export class SeedDemoModule {}

/** SeedDemoModule with its configuration, as the seed command and the metrics benchmarks (api/bench) start it. */
export function seedDemoModule(config: AppConfig): DynamicModule {
  return { module: SeedDemoModule, imports: [ConfigModule.forRoot(config, 'api')] };
}
