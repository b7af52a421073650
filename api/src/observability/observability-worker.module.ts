import { Module } from '@nestjs/common';
import { QueueWorkerModule } from '../queue/queue-worker.module';
import { JobMetrics } from './job-metrics.service';
import { ObservabilityModule } from './observability.module';

/** Worker only: the endpoint plus the job durations and failures the queue worker reports. */
@Module({ imports: [ObservabilityModule, QueueWorkerModule], providers: [JobMetrics] })
export class ObservabilityWorkerModule {}
