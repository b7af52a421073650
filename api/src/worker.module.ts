import { Module } from '@nestjs/common';
import { CertificatesWorkerModule } from './certificates/certificates-worker.module';
import { CoreModule } from './core.module';
import { GrievancesWorkerModule } from './grievances/grievances-worker.module';
import { HousekeepingWorkerModule } from './housekeeping/housekeeping-worker.module';
import { LeaderboardWorkerModule } from './leaderboard/leaderboard-worker.module';
import { MetricsWorkerModule } from './metrics/metrics-worker.module';
import { NotificationsWorkerModule } from './notifications/notifications-worker.module';
import { ObservabilityWorkerModule } from './observability/observability-worker.module';
import { QueueWorkerModule } from './queue/queue-worker.module';
import { ResultsWorkerModule } from './results/results-worker.module';

/** The worker: the same domains as the API, plus the queue consumers and schedules; no HTTP. */
@Module({
  imports: [
    CoreModule,
    QueueWorkerModule,
    MetricsWorkerModule,
    LeaderboardWorkerModule,
    HousekeepingWorkerModule,
    NotificationsWorkerModule,
    ResultsWorkerModule,
    GrievancesWorkerModule,
    ObservabilityWorkerModule,
    CertificatesWorkerModule,
  ],
})
export class WorkerModule {}
