import { Test, TestingModule } from '@nestjs/testing';
import { QueueEvents } from 'bullmq';
import { ConfigModule } from '../../config/config.module';
import { QueueWorkerService } from '../../queue/queue-worker.service';
import { QueueService } from '../../queue/queue.service';
import { JobName, QueueName } from '../../queue/jobs';
import { WorkerModule } from '../../worker.module';
import { DEFAULT_REFRESH_CYCLE_OPTIONS, REFRESH_CYCLE_OPTIONS, RefreshCycleOptions } from '../refresh-cycle.service';
import { eventually, withDatabase } from './contest-fixtures';

/** Boots the real worker (BullMQ consumers, schedule) in the test process, as worker.ts does. */
export async function bootWorker(options: Partial<RefreshCycleOptions> = {}): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.fromEnvironment('worker'), WorkerModule] })
    .overrideProvider(REFRESH_CYCLE_OPTIONS)
    .useValue({ ...DEFAULT_REFRESH_CYCLE_OPTIONS, ...options })
    .compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return moduleRef;
}

/** Boots the worker, whose schedule's first tick runs a cycle at once, and waits until that cycle completed. */
export async function bootWorkerAfterFirstCycle(databaseUrl: string): Promise<TestingModule> {
  const worker = await bootWorker();
  await eventually(async () => {
    const [cycle] = await withDatabase(
      databaseUrl,
      async (db) => (await db.query(`SELECT status FROM metric_refresh_cycles`)).rows,
    );
    return cycle?.status === 'completed' ? cycle : undefined;
  }, 'the first cycle');
  return worker;
}

/** Queues one refresh cycle and resolves with the job's result (its CycleOutcome). */
export async function runRefreshCycle(worker: TestingModule, timeoutMs = 30_000): Promise<unknown> {
  const events = await metricsQueueEvents(worker);
  try {
    const job = await worker.get(QueueService).add(JobName.MetricsRefresh, {});
    return await job.waitUntilFinished(events, timeoutMs);
  } finally {
    await events.close();
  }
}

/** Events of the metrics queue, to wait for a job's result. */
export async function metricsQueueEvents(worker: TestingModule): Promise<QueueEvents> {
  const queues = worker.get(QueueService);
  const events = new QueueEvents(QueueName.Metrics, {
    prefix: queues.prefix,
    connection: { url: process.env.REDIS_URL },
  });
  await events.waitUntilReady();
  return events;
}

/**
 * What a crash leaves behind, simulated in-process: the worker's BullMQ consumers vanish without finishing
 * their job, and its database connections are gone (so it renews no lease and writes nothing more). The
 * job in hand stays stuck wherever it was, as in a process killed with SIGKILL.
 */
export async function crash(worker: TestingModule, dataSource: { destroy(): Promise<void> }): Promise<void> {
  const consumers = (
    worker.get(QueueWorkerService) as unknown as { workers: Array<{ close(force: boolean): Promise<void> }> }
  ).workers;
  await Promise.all(consumers.map((consumer) => consumer.close(true)));
  await dataSource.destroy();
}
