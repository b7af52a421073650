import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { redisConnectionOptions } from '../redis/redis.service';
import { JOB_QUEUE, JobName, QueueName } from './jobs';

/** Enqueues jobs from the API or the worker; one BullMQ Queue per queue name, opened on first use. */
@Injectable()
export class QueueService implements OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly config: AppConfig) {}

  /** BullMQ's key namespace: our Redis prefix, so test runs and deployments never mix jobs. */
  get prefix(): string {
    return `${this.config.redis.prefix}:bull`;
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        prefix: this.prefix,
        connection: { url: this.config.redis.url, ...redisConnectionOptions() },
      });
      // Without a listener BullMQ prints every connection error to stderr, outside the JSON log.
      queue.on('error', (error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  add(job: JobName, data: object, options?: JobsOptions) {
    return this.queue(JOB_QUEUE[job]).add(job, data, options);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
