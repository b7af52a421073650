import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { redisConnectionOptions } from '../redis/redis.service';
import { JobRegistry } from './job-registry.service';
import { queueRateLimit } from './jobs';
import { QueueService } from './queue.service';

/**
 * Runs in the worker process only: one BullMQ Worker per queue, dispatching each job to its
 * @OnJob handler. On shutdown it stops taking jobs and waits for the ones in hand to finish.
 */
@Injectable()
export class QueueWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: QueueService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    for (const name of this.registry.queues()) {
      const worker = new Worker(
        name,
        async (job) => {
          const started = Date.now();
          const result = await this.registry.handler(job.name)(job.data, job);
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
