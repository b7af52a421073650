import { Module } from '@nestjs/common';
import { MetricsRefreshProcessor } from './metrics-refresh.processor';
import { MetricsModule } from './metrics.module';

/** Worker only: the refresh schedule and the MetricsRefresh job handler. */
@Module({ imports: [MetricsModule], providers: [MetricsRefreshProcessor] })
export class MetricsWorkerModule {}
