import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { useTestEnvironment } from '../test/harness/test-environment';
import { RankRecomputeService } from '../src/leaderboard/rank-recompute.service';
import { insertDemoEntries, removeDemoData } from '../src/seed/demo-data';
import { ConfigModule } from '../src/config/config.module';
import { SeedDemoModule } from '../src/seed/seed-demo.module';
import { median, report, watchPostgresCpu } from './bench-report';

/** BENCH_RANK_SIZES=100000,300000,1000000 (the default): linear growth is the aim */
const SIZES = (process.env.BENCH_RANK_SIZES ?? '100000,300000,1000000').split(',').map(Number);
const RUNS = 5;

describe('rank recompute', () => {
  useTestEnvironment({ METRICS_PROVIDER: 'simulated' });
  let app: INestApplicationContext;

  beforeAll(async () => {
    app = await NestFactory.createApplicationContext(
      { module: SeedDemoModule, imports: [ConfigModule.fromEnvironment('api')] },
      { logger: false },
    );
  });
  afterAll(() => app?.close());

  it.each(SIZES)('ranks %d verified entries', async (size) => {
    const dataSource = app.get(DataSource);
    await removeDemoData(dataSource);
    const loadStarted = Date.now();
    await insertDemoEntries(dataSource, size);
    // Figures as a refresh cycle leaves them: spread over 0..1,000,000 views, one in twenty likes hidden.
    await dataSource.query(`
      INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
      SELECT id, abs(hashtext(shortcode)) % 1000000,
             CASE WHEN abs(hashtext(shortcode || 'l')) % 20 = 0 THEN NULL ELSE abs(hashtext(shortcode)) % 50000 END,
             'simulated', now(), 0
      FROM submissions
      ON CONFLICT (submission_id) DO NOTHING`);
    await dataSource.query(`VACUUM ANALYZE participants`);
    await dataSource.query(`VACUUM ANALYZE submissions`);
    await dataSource.query(`VACUUM ANALYZE submission_metrics`);
    const loadSeconds = (Date.now() - loadStarted) / 1000;

    const ranking: number[] = [];
    const published: number[] = [];
    const prune: number[] = [];
    const postgresCpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cpu = await watchPostgresCpu(dataSource);
      const result = await app.get(RankRecomputeService).recompute();
      postgresCpu.push(await cpu.stop());
      expect(result.entries).toBe(size);
      ranking.push(result.durationMs);
      published.push(result.publishedAfterMs);
      prune.push(result.pruneMs);
    }
    report(`rank recompute, ${size} verified entries`, {
      entries: size,
      runs: RUNS,
      rankingTransactionMs: { median: median(ranking), all: ranking },
      untilBoardPublishedMs: { median: median(published), all: published },
      pruneAfterwardsMs: { median: median(prune), all: prune },
      // The whole recompute (ranking, publishing, pruning) in Postgres's CPU: what a busy machine inflates least.
      postgresCpuMs: { median: median(postgresCpu), all: postgresCpu },
      dataLoadSeconds: loadSeconds,
    });
  });
});
