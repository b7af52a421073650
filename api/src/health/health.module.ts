import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';
import { ReadinessService } from './readiness.service';
import { WorkerHeartbeatService } from './worker-heartbeat.service';

@Global()
@Module({
  controllers: [HealthController],
  providers: [HealthService, HealthRepository, ReadinessService, WorkerHeartbeatService],
  exports: [HealthService],
})
export class HealthModule {}
