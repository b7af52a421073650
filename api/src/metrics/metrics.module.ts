import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { EntryStandingService } from './entry-standing.service';
import { NotificationsModule } from '../notifications/notifications.module';
import { MetricsSourceHealth } from './metrics-source-health.service';
import { MetricsRepository } from './metrics.repository';
import { DEFAULT_REFRESH_CYCLE_OPTIONS, REFRESH_CYCLE_OPTIONS, RefreshCycleService } from './refresh-cycle.service';

/** The metrics source (Instagram or simulated), refresh cycles and their samples; reports on the health route. */
@Module({
  imports: [ContestModule, NotificationsModule],
  providers: [
    MetricsRepository,
    MetricsSourceHealth,
    EntryStandingService,
    RefreshCycleService,
    { provide: REFRESH_CYCLE_OPTIONS, useValue: DEFAULT_REFRESH_CYCLE_OPTIONS },
  ],
  exports: [RefreshCycleService, MetricsRepository, EntryStandingService],
})
export class MetricsModule {}
