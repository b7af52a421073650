import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { MetricsModule } from '../metrics/metrics.module';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardReadModel } from './dashboard/dashboard.read-model';
import { DashboardService } from './dashboard/dashboard.service';

/** The console's dashboard (admin/dashboard): counts, health, the metrics cycle and the board at a glance. */
@Module({
  imports: [MetricsModule, LeaderboardModule],
  controllers: [DashboardController],
  providers: [DashboardService, DashboardReadModel],
})
export class ConsoleDashboardModule {}
