import { Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { Gauge, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { HealthService } from '../health/health.service';
import { QueueName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { ObservabilityReadModel } from './observability.read-model';

/** The BullMQ states reported per queue. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'] as const;

/**
 * The families read at each scrape, all at once: the queues' depths (getJobCounts), the outbox, the refresh cycles
 * and the metrics source (a statement each), the dependencies as the health route sees them, and this process's
 * database pool. One registry per application, so each one reads its own connections. A source that cannot be
 * read leaves its families out of that scrape (an alert on absence sees it) and logs why.
 */
@Injectable()
export class ScrapeGauges {
  private readonly logger = new Logger('Observability');
  private readonly registry = new Registry();
  private scraping: Promise<string> | null = null;
  private readonly gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [this.registry] });

  private readonly queueJobs = this.gauge('contest_queue_jobs', 'Jobs in each BullMQ queue by state', [
    'queue',
    'state',
  ]);
  private readonly outboxMessages = this.gauge(
    'contest_outbox_messages',
    'Notifications not yet delivered, by status (pending, queued, sending)',
    ['status'],
  );
  private readonly outboxOldest = this.gauge(
    'contest_outbox_oldest_age_seconds',
    'Age of the oldest notification not yet delivered (0 when none waits)',
  );
  private readonly cyclesRunning = this.gauge('contest_refresh_cycles_running', 'Metrics refresh cycles running');
  private readonly cycleDuration = this.gauge(
    'contest_refresh_cycle_duration_seconds',
    'Duration of the latest completed metrics refresh cycle',
  );
  private readonly cycleFinished = this.gauge(
    'contest_refresh_cycle_last_completed_timestamp_seconds',
    'When the latest metrics refresh cycle completed (Unix time)',
  );
  private readonly cycleCoverage = this.gauge(
    'contest_refresh_cycle_coverage_ratio',
    'Entries the latest completed cycle sampled, over the verified entries (can pass 1 while entries are reviewed)',
  );
  private readonly sourceThrottled = this.gauge(
    'contest_metrics_source_throttled',
    '1 while the Graph API has asked the worker to slow down (a throttle in force), else 0',
  );
  private readonly sourceUsage = this.gauge(
    'contest_metrics_source_usage_percent',
    "The Graph API's last reported share of the call budget used",
  );
  private readonly sourceLastSuccess = this.gauge(
    'contest_metrics_source_last_success_timestamp_seconds',
    'When the Graph API last answered a refresh (Unix time)',
  );
  private readonly dependencyUp = this.gauge(
    'contest_dependency_up',
    'Each dependency of the health route: 1 up, 0 down (the metrics source is down when its token or permission is refused)',
    ['dependency'],
  );
  private readonly poolConnections = this.gauge(
    'contest_db_pool_connections',
    "This process's Postgres pool: total, idle, and queries waiting for a connection",
    ['state'],
  );
  private readonly poolMax = this.gauge(
    'contest_db_pool_max',
    "This process's Postgres pool size (DATABASE_POOL_SIZE)",
  );

  constructor(
    private readonly readModel: ObservabilityReadModel,
    private readonly queues: QueueService,
    private readonly health: HealthService,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /**
   * Reads every source (in parallel) and answers the registry's text. Scrapes that arrive while one is reading
   * (two Prometheus servers, a curl beside one) share its answer: the gauges are reset and set only by one at a time.
   */
  metrics(): Promise<string> {
    this.scraping ??= this.readAll().finally(() => {
      this.scraping = null;
    });
    return this.scraping;
  }

  private async readAll(): Promise<string> {
    this.readPool();
    await Promise.all([
      this.read('queues', [this.queueJobs], () => this.readQueues()),
      this.read('outbox', [this.outboxMessages, this.outboxOldest], () => this.readOutbox()),
      this.read(
        'refresh cycles',
        [this.cyclesRunning, this.cycleDuration, this.cycleFinished, this.cycleCoverage],
        () => this.readCycles(),
      ),
      this.read('metrics source', [this.sourceThrottled, this.sourceUsage, this.sourceLastSuccess], () =>
        this.readSource(),
      ),
      this.read('health', [this.dependencyUp], () => this.readHealth()),
    ]);
    return this.registry.metrics();
  }

  private async read(source: string, gauges: Gauge[], collect: () => Promise<void>): Promise<void> {
    for (const gauge of gauges) gauge.reset();
    try {
      await collect();
    } catch (error) {
      for (const gauge of gauges) gauge.reset();
      this.logger.warn(`metrics scrape: ${source} unreadable: ${(error as Error).message}`);
    }
  }

  private async readQueues(): Promise<void> {
    const counts = await Promise.all(
      Object.values(QueueName).map(
        async (queue) => [queue, await this.queues.queue(queue).getJobCounts(...QUEUE_STATES)] as const,
      ),
    );
    for (const [queue, byState] of counts) {
      for (const state of QUEUE_STATES) this.queueJobs.set({ queue, state }, byState[state] ?? 0);
    }
  }

  private async readOutbox(): Promise<void> {
    const backlog = await this.readModel.outboxBacklog();
    for (const status of ['pending', 'queued', 'sending']) this.outboxMessages.set({ status }, 0);
    for (const row of backlog) this.outboxMessages.set({ status: row.status }, row.count);
    this.outboxOldest.set(Math.max(0, ...backlog.map((row) => row.oldestSeconds)));
  }

  private async readCycles(): Promise<void> {
    const state = await this.readModel.refreshCycles();
    this.cyclesRunning.set(state.running);
    if (!state.last) return;
    this.cycleDuration.set(state.last.seconds);
    this.cycleFinished.set(state.last.finishedAt);
    if (state.verifiedEntries > 0) this.cycleCoverage.set(state.last.samples / state.verifiedEntries);
  }

  private async readSource(): Promise<void> {
    const state = await this.readModel.sourceState();
    if (!state) return;
    this.sourceThrottled.set(state.throttled ? 1 : 0);
    if (state.usagePercent !== null) this.sourceUsage.set(state.usagePercent);
    if (state.lastSuccessAt !== null) this.sourceLastSuccess.set(state.lastSuccessAt);
  }

  private async readHealth(): Promise<void> {
    const { checks } = await this.health.check();
    for (const [dependency, result] of Object.entries(checks)) {
      // A dependency switched off (no metrics source configured) has no series: nothing to alert on.
      if (result.status !== 'disabled') this.dependencyUp.set({ dependency }, result.status === 'up' ? 1 : 0);
    }
  }

  /** node-postgres's own counters of the pool TypeORM opened (no query). */
  private readPool(): void {
    const pool = (this.dataSource.driver as unknown as { master?: Pool }).master;
    if (!pool) return;
    this.poolConnections.set({ state: 'total' }, pool.totalCount);
    this.poolConnections.set({ state: 'idle' }, pool.idleCount);
    this.poolConnections.set({ state: 'waiting' }, pool.waitingCount);
    this.poolMax.set(this.config.database.poolSize);
  }
}
