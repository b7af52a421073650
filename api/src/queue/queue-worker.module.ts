import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { defaultJobDefinitions, JOB_DEFINITIONS, JobRegistry } from './job-registry.service';
import { QueueWorkerService } from './queue-worker.service';

/** Consumers: only the worker entry point imports this. */
@Module({
  imports: [DiscoveryModule],
  providers: [{ provide: JOB_DEFINITIONS, useFactory: defaultJobDefinitions }, JobRegistry, QueueWorkerService],
  exports: [JobRegistry, QueueWorkerService],
})
export class QueueWorkerModule {}
