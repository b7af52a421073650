import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { useTestEnvironment } from '../test/harness/test-environment';
import { insertDemoEntries } from '../src/seed/demo-data';
import { ConfigModule } from '../src/config/config.module';
import { SeedDemoModule } from '../src/seed/seed-demo.module';
import { report } from './bench-report';
import { FakeGraphProcess, startFakeGraphProcess } from './fake-graph-process';

const ENTRIES = Number(process.env.BENCH_REFRESH_ENTRIES ?? 100_000);
/** Collaborative-media page sizes to try: the Graph default (25) and the largest METRICS_PAGE_SIZE (100). */
const PAGE_SIZES = [100, 25];

/** The seed's modules with the configuration the environment holds now. */
const seedDemoContext = () =>
  NestFactory.createApplicationContext(
    { module: SeedDemoModule, imports: [ConfigModule.fromEnvironment('api')] },
    { logger: false },
  );

/**
 * One cycle through `RefreshCycleService.run` (the worker's code without BullMQ around it) in a node process of
 * its own on the compiled API (`npm run bench -w api` builds it first), so its memory is the cycle's and not
 * the benchmark's (jest, its compiler and the seeding); it samples its resident memory every 50 ms.
 */
const CYCLE_RUNNER = `
const dist = process.env.API_DIST;
// Modules resolve from the API's own node_modules, as they do for node dist/worker.js.
const { NestFactory } = require('node:module').createRequire(dist + '/worker.js')('@nestjs/core');
const { SeedDemoModule } = require(dist + '/seed/seed-demo.module');
const { ConfigModule } = require(dist + '/config/config.module');
const { RefreshCycleService } = require(dist + '/metrics/refresh-cycle.service');
(async () => {
  const app = await NestFactory.createApplicationContext(
    { module: SeedDemoModule, imports: [ConfigModule.fromEnvironment('worker')] }, { logger: false });
  global.gc?.();
  const mb = (bytes) => Math.round(bytes / 2 ** 20);
  const before = process.memoryUsage();
  let rss = before.rss, heap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 50);
  const started = Date.now();
  const result = await app.get(RefreshCycleService).run({ jobId: process.env.JOB_ID });
  const seconds = (Date.now() - started) / 1000;
  clearInterval(timer);
  global.gc?.();
  // What the cycle left reachable: the heap after a full collection.
  const after = process.memoryUsage();
  process.send({ result, seconds, workerMemory: {
    rssBeforeMb: mb(before.rss), rssPeakMb: mb(rss), heapBeforeMb: mb(before.heapUsed), heapPeakMb: mb(heap),
    heapAfterGcMb: mb(after.heapUsed) } });
  await app.close();
})().catch((error) => { console.error(error); process.exit(1); });
`;

async function cycleInOwnProcess(jobId: string): Promise<{
  result: { outcome: string; samples?: number; pages?: number };
  seconds: number;
  workerMemory: Record<string, number>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'refresh-cycle-'));
  const file = path.join(dir, 'runner.js');
  writeFileSync(file, CYCLE_RUNNER);
  const child = fork(file, [], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, API_DIST: path.join(__dirname, '..', 'dist'), JOB_ID: jobId },
    // As the worker runs (docker-compose.yml); BENCH_WORKER_FLAGS replaces the flags, e.g. '' for V8's defaults.
    execArgv: ['--expose-gc', ...(process.env.BENCH_WORKER_FLAGS ?? '--optimize-for-size').split(' ').filter(Boolean)],
  });
  const exited = once(child, 'exit');
  const message = await Promise.race([
    once(child, 'message').then(([value]) => value as Awaited<ReturnType<typeof cycleInOwnProcess>>),
    exited.then(([code]) => Promise.reject(new Error(`the cycle's process exited with ${String(code)}`))),
  ]);
  await exited;
  rmSync(dir, { recursive: true, force: true });
  return message;
}

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
    const callsBefore = await fake.calls();
    const { result, seconds, workerMemory } = await cycleInOwnProcess(`bench-${pageSize}`);
    const calls = (await fake.calls()) - callsBefore;
    expect(result).toMatchObject({ outcome: 'completed', samples: ENTRIES });
    report(`refresh cycle, ${ENTRIES} entries, pages of ${pageSize}`, {
      entries: ENTRIES,
      pageSize,
      seconds,
      calls,
      pagesCommitted: result.pages ?? null,
      samplesPerSecond: Math.round(ENTRIES / seconds),
      workerMemory,
    });
  });
});
