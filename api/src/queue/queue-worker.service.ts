import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { redisConnectionOptions } from '../redis/redis.service';
import { JobRegistry } from './job-registry.service';
import { queueRateLimit } from './jobs';
import { QueueService } from './queue.service';

/** One job attempt as the worker saw it: how long its handler ran and whether it threw. */
export interface JobOutcome {
  queue: string;
  job: string;
  seconds: number;
  failed: boolean;
}

/**
 * Runs in the worker process only: one BullMQ Worker per queue, dispatching each job to its
 * @OnJob handler. On shutdown it stops taking jobs and waits for the ones in hand to finish.
 */
@Injectable()
export class QueueWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];
  private readonly outcomeListeners: ((outcome: JobOutcome) => void)[] = [];

  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: QueueService,
    private readonly config: AppConfig,
  ) {}

  /** Called after every job attempt, for the job metrics of observability/. */
  onJobOutcome(listener: (outcome: JobOutcome) => void): void {
    this.outcomeListeners.push(listener);
  }

  private report(outcome: JobOutcome): void {
    for (const listener of this.outcomeListeners) listener(outcome);
  }

  onApplicationBootstrap(): void {
    for (const name of this.registry.queues()) {
      const worker = new Worker(
        name,
        async (job) => {
          const started = Date.now();
          let result: unknown;
          try {
            result = await this.registry.handler(job.name)(job.data, job);
          } catch (error) {
            this.report({ queue: name, job: job.name, seconds: (Date.now() - started) / 1000, failed: true });
            throw error;
          }
          this.report({ queue: name, job: job.name, seconds: (Date.now() - started) / 1000, failed: false });
          const line = { queue: name, job: job.name, id: job.id, ms: Date.now() - started };
          // A scheduler's tick (the notifications relay runs every 5 s) at debug level: at info it would bury the
          // lines that matter. The scheduled work logs what it did itself (a refresh cycle's totals, say).
          if (job.repeatJobKey) this.logger.debug(line, 'job done');
          else this.logger.log(line, 'job done');
          return result;
        },
        {
          prefix: this.queues.prefix,
          connection: { url: this.config.redis.url, ...redisConnectionOptions() },
          concurrency: 1,
          limiter: queueRateLimit(name, this.config),
        },
      );
      worker.on('failed', (job, error) =>
        this.logger.error({ queue: name, job: job?.name, id: job?.id, err: error }, 'job failed'),
      );
      worker.on('error', (error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`processing queues: ${this.registry.queues().join(', ') || '(none)'}`);
  }

  async onApplicationShutdown(signal?: string): Promise<void> {
    this.logger.log(`shutting down${signal ? ` on ${signal}` : ''}: finishing jobs in hand`);
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
