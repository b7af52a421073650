import { Injectable, type LoggerService, Module } from '@nestjs/common';
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
import { eventually } from '../metrics/testing/contest-fixtures';

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
async function bootWorker(
  extraJobs: Record<string, string>,
  extra: unknown[] = [ProbeJobsModule],
  logger: LoggerService | false = false,
) {
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.fromEnvironment('worker'), WorkerModule, ...(extra as never[])],
  })
    .overrideProvider(JOB_DEFINITIONS)
    .useValue({ ...defaultJobDefinitions(), ...extraJobs })
    .compile();
  moduleRef.useLogger(logger);
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

  it('logs a one-off job done at info level and each tick of a scheduler at debug level, so the ticks do not bury it', async () => {
    const lines: Array<{ level: string; id: string }> = [];
    const capture = (level: string) => (message: { job?: string; id?: string }) => {
      if (message?.job === 'probe') lines.push({ level, id: String(message.id) });
    };
    const logger: LoggerService = {
      log: capture('info'),
      debug: capture('debug'),
      error: capture('error'),
      warn: capture('warn'),
    };
    const worker = await bootWorker({ probe: 'probes' }, [ProbeJobsModule], logger);
    const queue = worker.get(QueueService).queue('probes' as never);
    await queue.upsertJobScheduler('probe-tick', { every: 200 }, { name: 'probe', data: { label: 'tick' } });
    const once = await queue.add('probe', { label: 'once' });
    const isTick = (line: { id: string }) => line.id.startsWith('repeat:');
    await eventually(
      () => lines.filter(isTick).length >= 2 && lines.some((line) => line.id === once.id),
      'two ticks and the one-off job done',
    );
    await queue.removeJobScheduler('probe-tick');
    await worker.close();
    expect(lines.filter((line) => !isTick(line))).toEqual([{ level: 'info', id: once.id }]);
    expect(new Set(lines.filter(isTick).map((line) => line.level))).toEqual(new Set(['debug']));
  });
});
