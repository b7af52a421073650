import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { useTestEnvironment } from '../test/harness/test-environment';
import { RefreshCycleService } from '../src/metrics/refresh-cycle.service';
import { insertDemoEntries } from '../src/seed/demo-data';
import { ConfigModule } from '../src/config/config.module';
import { SeedDemoModule } from '../src/seed/seed-demo.module';
import { report, watchMemory } from './bench-report';
import { FakeGraphProcess, startFakeGraphProcess } from './fake-graph-process';

const ENTRIES = Number(process.env.BENCH_REFRESH_ENTRIES ?? 100_000);
/** Collaborative-media page sizes to try: the Graph default (25) and the largest METRICS_PAGE_SIZE (100). */
const PAGE_SIZES = [100, 25];

/** The seed's modules with the configuration the environment holds now (each run below sets its page size). */
const seedDemoContext = () =>
  NestFactory.createApplicationContext(
    { module: SeedDemoModule, imports: [ConfigModule.fromEnvironment('api')] },
    { logger: false },
  );

describe('a refresh cycle against the fake Graph API', () => {
  useTestEnvironment();
  let fake: FakeGraphProcess;

  beforeAll(async () => {
    fake = await startFakeGraphProcess(ENTRIES);
    Object.assign(process.env, fake.env);
    delete process.env.METRICS_PROVIDER;
    const app = await seedDemoContext();
    try {
      await insertDemoEntries(app.get(DataSource), ENTRIES);
      await app.get(DataSource).query(`VACUUM ANALYZE submissions`);
    } finally {
      await app.close();
    }
  });
  afterAll(() => fake?.stop());

  it.each(PAGE_SIZES)(`samples ${ENTRIES} entries with pages of %d`, async (pageSize) => {
    process.env.METRICS_PAGE_SIZE = String(pageSize);
    const app: INestApplicationContext = await seedDemoContext();
    try {
      const callsBefore = await fake.calls();
      global.gc?.();
      const memory = watchMemory();
      const started = Date.now();
      const result = await app.get(RefreshCycleService).run({ jobId: `bench-${pageSize}` });
      const seconds = (Date.now() - started) / 1000;
      const calls = (await fake.calls()) - callsBefore;
      expect(result).toMatchObject({ outcome: 'completed', samples: ENTRIES });
      report(`refresh cycle, ${ENTRIES} entries, pages of ${pageSize}`, {
        entries: ENTRIES,
        pageSize,
        seconds,
        calls,
        pagesCommitted: result.outcome === 'completed' ? result.pages : null,
        samplesPerSecond: Math.round(ENTRIES / seconds),
        workerMemory: memory.stop(),
      });
    } finally {
      await app.close();
    }
  });
});
