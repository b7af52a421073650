import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { QueueService } from '../queue/queue.service';
import { HousekeepingReport, HousekeepingService } from './housekeeping.service';

/** When the daily run starts: 03:30 in India, the quietest hour of the contest's audience. */
export const HOUSEKEEPING_CRON = '30 3 * * *';
export const HOUSEKEEPING_TIME_ZONE = 'Asia/Kolkata';
const DAY_SECONDS = 24 * 3600;

/**
 * Every worker's clock ticks once a day and queues that day's run under one job id, so however many
 * workers tick, BullMQ holds one job and one worker runs it. The finished job is kept for two days:
 * a worker ticking late that day finds it and adds nothing.
 */
@Injectable()
export class HousekeepingProcessor {
  constructor(
    private readonly queues: QueueService,
    private readonly housekeeping: HousekeepingService,
  ) {}

  @Cron(HOUSEKEEPING_CRON, { name: 'housekeeping', timeZone: HOUSEKEEPING_TIME_ZONE })
  async tick(): Promise<void> {
    await this.queues.add(
      JobName.Housekeeping,
      {},
      {
        jobId: `housekeeping-${new Date().toISOString().slice(0, 10)}`,
        attempts: 3,
        backoff: { type: 'exponential', delay: 60_000 },
        removeOnComplete: { age: 2 * DAY_SECONDS },
        removeOnFail: { age: 2 * DAY_SECONDS },
      },
    );
  }

  @OnJob(JobName.Housekeeping)
  async run(): Promise<HousekeepingReport> {
    return this.housekeeping.run();
  }
}
