import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { ContestService } from '../contest/contest.service';
import { runMigrations } from '../database/migrate';
import { RankRecomputeService } from '../leaderboard/rank-recompute.service';
import { RefreshCycleService } from '../metrics/refresh-cycle.service';
import { countDemoEntries, insertDemoEntries, removeDemoData } from './demo-data';
import { SeedDemoModule } from './seed-demo.module';

const DAY_MS = 24 * 3600_000;
export const MAX_DEMO_ENTRIES = 1_000_000;

export interface SeedOptions {
  entries: number;
  reset: boolean;
}

export class SeedUsageError extends Error {}

export function parseSeedArguments(argv: string[]): SeedOptions {
  const options: SeedOptions = { entries: 500, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--reset') options.reset = true;
    else if (flag === '--entries') {
      const value = inline ?? argv[++i];
      if (!/^\d+$/.test(value ?? '') || Number(value) < 1 || Number(value) > MAX_DEMO_ENTRIES) {
        throw new SeedUsageError(`--entries must be a whole number from 1 to ${MAX_DEMO_ENTRIES}`);
      }
      options.entries = Number(value);
    } else throw new SeedUsageError(`unknown argument ${argv[i]} (usage: seed:demo [--entries N] [--reset])`);
  }
  return options;
}

/**
 * Moves the four rounds so that Round 1 is open now (started 20 days ago, ends in 30 days) and the
 * later rounds follow it, keeping their order; the site's countdown then has something to count.
 */
async function openRoundOne(contest: ContestService, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await contest.updateRound(1, { startsAt: at(-20), endsAt: at(30), acceptsSubmissions: true });
  await contest.updateRound(2, { startsAt: new Date(at(30).getTime() + 1000), endsAt: at(50) });
  await contest.updateRound(3, { startsAt: new Date(at(50).getTime() + 1000), endsAt: at(65) });
  await contest.updateRound(4, { startsAt: new Date(at(65).getTime() + 1000), endsAt: at(66) });
}

const say = (message: string) => console.log(`seed:demo: ${message}`);

/**
 * `npm run seed:demo [-- --entries N] [-- --reset]`: loads clearly labelled demo data (see README). A second
 * run adds nothing and says so (--reset replaces the demo data); refused when NODE_ENV=production.
 */
export async function seedDemo(options: SeedOptions): Promise<void> {
  // Demo figures come from the simulated provider, whatever this machine's metrics settings say.
  process.env.METRICS_PROVIDER = 'simulated';
  process.env.LOG_LEVEL ??= 'warn';
  if (process.env.NODE_ENV === 'production') {
    throw new SeedUsageError('refusing to load demo data with NODE_ENV=production');
  }
  const config = AppConfig.fromEnvironment();
  await runMigrations(config.database.url);
  const app = await NestFactory.createApplicationContext(
    { module: SeedDemoModule, imports: [ConfigModule.forRoot(config, 'api')] },
    { logger: ['error', 'warn'] },
  );
  try {
    const dataSource = app.get(DataSource);
    const now = new Date();
    const started = Date.now();
    await openRoundOne(app.get(ContestService), now);
    say('rounds moved: Round 1 is open now (started 20 days ago, closes in 30 days)');

    const existing = await countDemoEntries(dataSource);
    if (existing > 0 && !options.reset) {
      say(`demo data already loaded (${existing} entries); nothing added. Run with --reset to replace it.`);
      return;
    }
    if (existing > 0) say(`removed ${await removeDemoData(dataSource)} demo participants and their entries`);
    await insertDemoEntries(dataSource, options.entries, now);
    say(`inserted ${options.entries} demo participants with one verified entry each`);

    const cycle = await app
      .get(RefreshCycleService)
      .run({ jobId: `seed-demo-${now.getTime()}`, leaveOtherProviders: true });
    if (cycle.outcome === 'completed') say(`simulated refresh: ${cycle.samples} samples in ${cycle.pages} pages`);
    else say(`simulated refresh not run (${cycle.outcome}): the worker's next cycle will bring figures`);
    // Fresh planner statistics after a bulk load, so the ranking joins by hash rather than row by row.
    await dataSource.query(`ANALYZE participants, submissions, submission_metrics`);
    const snapshot = await app
      .get(RankRecomputeService)
      .recompute(cycle.outcome === 'completed' ? cycle.cycleId : null);
    say(
      `leaderboard snapshot ${snapshot.snapshotId}: ${snapshot.entries} ranked entries; done in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  Promise.resolve()
    .then(() => seedDemo(parseSeedArguments(process.argv.slice(2))))
    .catch((error: Error) => {
      console.error(`seed:demo failed: ${error.message}`);
      process.exit(1);
    });
}
