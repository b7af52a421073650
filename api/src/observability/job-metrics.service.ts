import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueueWorkerService } from '../queue/queue-worker.service';
import { jobDuration, jobFailures } from './metric-families';

/** Worker only: every job attempt's duration (completed ones) or failure, by queue and job name. */
@Injectable()
export class JobMetrics implements OnModuleInit {
  constructor(private readonly worker: QueueWorkerService) {}

  onModuleInit(): void {
    this.worker.onJobOutcome(({ queue, job, seconds, failed }) => {
      if (failed) jobFailures.inc({ queue, job_name: job });
      else jobDuration.observe({ queue, job_name: job }, seconds);
    });
  }
}
