import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { QueueEvents } from 'bullmq';
import { DataSource } from 'typeorm';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { RedisService } from '../redis/redis.service';
import { ConfigModule } from '../config/config.module';
import { WorkerModule } from '../worker.module';
import { defaultJobDefinitions, JOB_DEFINITIONS } from './job-registry.service';
import { OnJob } from './on-job.decorator';
import { QueueService } from './queue.service';

const started: string[] = [];
const finished: string[] = [];

@Injectable()
class SlowJobs {
  @OnJob('probe')
  async probe(data: { label: string }) {
    started.push(data.label);
    await new Promise((resolve) => setTimeout(resolve, 400));
    finished.push(data.label);
    return { done: data.label };
  }
}

@Injectable()
class DuplicateJobs {
  @OnJob('probe')
  async probe() {
    return null;
  }
}

@Module({ providers: [SlowJobs] })
class ProbeJobsModule {}

@Module({ providers: [DuplicateJobs] })
class DuplicateJobsModule {}

/** Boots the real worker with the project's jobs plus the given test jobs. */
async function bootWorker(extraJobs: Record<string, string>, extra: unknown[] = [ProbeJobsModule]) {
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.fromEnvironment('worker'), WorkerModule, ...(extra as never[])],
  })
    .overrideProvider(JOB_DEFINITIONS)
    .useValue({ ...defaultJobDefinitions(), ...extraJobs })
    .compile();
  moduleRef.useLogger(false);
  try {
    await moduleRef.init();
  } catch (error) {
    // A worker that fails to start exits (worker.ts), which closes what it opened; Nest's close() does nothing
    // after a failed init, so this long-lived test process closes the connections made before the check.
    await moduleRef.get(DataSource).destroy();
    await moduleRef.get(RedisService).onApplicationShutdown();
    throw error;
  }
  return moduleRef;
}

describe('the worker', () => {
  useTestEnvironment();

  it('refuses to start when a job has no handler, naming the job', async () => {
    await expect(bootWorker({ probe: 'probes', orphan: 'probes' })).rejects.toThrow(/job "orphan" has no handler/);
  });

  it('refuses to start when a job has two handlers', async () => {
    await expect(bootWorker({ probe: 'probes' }, [ProbeJobsModule, DuplicateJobsModule])).rejects.toThrow(
      /job "probe" has 2 handlers/,
    );
  });

  it('processes a queued job and, on shutdown, finishes the job in hand', async () => {
    const worker = await bootWorker({ probe: 'probes' });
    const queues = worker.get(QueueService);
    const queue = queues.queue('probes' as never);
    const events = new QueueEvents('probes', { prefix: queues.prefix, connection: { url: process.env.REDIS_URL } });
    await events.waitUntilReady();
    const first = await queue.add('probe', { label: 'first' });
    await expect(first.waitUntilFinished(events, 10_000)).resolves.toEqual({ done: 'first' });

    await queue.add('probe', { label: 'in-hand' });
    for (let wait = 0; wait < 100 && !started.includes('in-hand'); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(finished).toEqual(['first']); // in hand, not done
    await worker.close(); // what SIGTERM triggers through enableShutdownHooks
    expect(finished).toEqual(['first', 'in-hand']);
    await events.close();
  });
});
