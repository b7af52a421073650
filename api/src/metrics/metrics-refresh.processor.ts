import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { JobName, QueueName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { QueueService } from '../queue/queue.service';
import { CycleOutcome, RefreshCycleService } from './refresh-cycle.service';

export interface MetricsRefreshJob {
  /** Set on the jobs this processor schedules to continue a paused or interrupted cycle. */
  resumeCycleId?: string;
}

/** The BullMQ job scheduler's id: one schedule however many workers upsert it. */
export const REFRESH_SCHEDULER_ID = 'metrics-refresh-schedule';
const KEEP_JOBS = { removeOnComplete: 200, removeOnFail: 500 };

/**
 * Worker side of the refresh: keeps the schedule (every METRICS_REFRESH_INTERVAL), runs a cycle per job,
 * then queues what follows: a rank recompute after a completed cycle, a delayed resume after a pause.
 * On shutdown the cycle in hand stops at a page boundary and is handed to the next worker.
 */
@Injectable()
export class MetricsRefreshProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MetricsRefresh');
  private readonly stopping = new AbortController();
  private readonly inHand = new Set<Promise<unknown>>();

  constructor(
    private readonly config: AppConfig,
    private readonly cycles: RefreshCycleService,
    private readonly queues: QueueService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues
      .queue(QueueName.Metrics)
      .upsertJobScheduler(
        REFRESH_SCHEDULER_ID,
        { every: this.config.metrics.refreshIntervalMs },
        { name: JobName.MetricsRefresh, data: {}, opts: KEEP_JOBS },
      );
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.inHand]);
  }

  @OnJob(JobName.MetricsRefresh)
  async refresh(data: MetricsRefreshJob, job: Job): Promise<CycleOutcome> {
    const run = this.cycles.run(
      { jobId: job.id ?? null, resumeCycleId: data.resumeCycleId ?? null },
      this.stopping.signal,
    );
    this.inHand.add(run);
    try {
      const result = await run;
      await this.followUp(result);
      return result;
    } finally {
      this.inHand.delete(run);
    }
  }

  private async followUp(result: CycleOutcome): Promise<void> {
    switch (result.outcome) {
      case 'completed':
        await this.queues.add(
          JobName.RankRecompute,
          { cycleId: result.cycleId },
          { jobId: `rank-after-cycle-${result.cycleId}`, ...KEEP_JOBS },
        );
        break;
      case 'disabled':
        // No figures, but verification still changes who is on the board.
        await this.queues.add(JobName.RankRecompute, { cycleId: null }, KEEP_JOBS);
        break;
      case 'paused':
        await this.queues.add(
          JobName.MetricsRefresh,
          { resumeCycleId: result.cycleId },
          {
            jobId: `resume-cycle-${result.cycleId}-at-${result.resumeAt.getTime()}`,
            delay: Math.max(0, result.resumeAt.getTime() - Date.now()),
            ...KEEP_JOBS,
          },
        );
        break;
      case 'interrupted':
        await this.queues.add(
          JobName.MetricsRefresh,
          { resumeCycleId: result.cycleId },
          { jobId: `resume-cycle-${result.cycleId}-after-stop-${Date.now()}`, ...KEEP_JOBS },
        );
        this.logger.log(`refresh cycle ${result.cycleId} handed over to the next worker`);
        break;
      default:
        break;
    }
  }
}
