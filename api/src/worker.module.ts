import { Module } from '@nestjs/common';
import { CoreModule } from './core.module';
import { HousekeepingWorkerModule } from './housekeeping/housekeeping-worker.module';
import { LeaderboardWorkerModule } from './leaderboard/leaderboard-worker.module';
import { MetricsWorkerModule } from './metrics/metrics-worker.module';
import { NotificationsWorkerModule } from './notifications/notifications-worker.module';
import { QueueWorkerModule } from './queue/queue-worker.module';

/** The worker: the same domains as the API, plus the queue consumers and schedules; no HTTP. */
@Module({
  imports: [
    CoreModule,
    QueueWorkerModule,
    MetricsWorkerModule,
    LeaderboardWorkerModule,
    HousekeepingWorkerModule,
    NotificationsWorkerModule,
  ],
})
export class WorkerModule {}
