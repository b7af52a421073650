import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { QueueService } from '../queue/queue.service';
import { GrievanceRemindersService } from './grievance-reminders.service';

const SCHEDULER_ID = 'grievance-reminders';
/** Reminders are due days ahead: a look every hour is on time. */
const EVERY_MS = 60 * 60_000;

/** Worker only: the hourly look for grievances whose reminder or alert is due (one schedule across workers). */
@Injectable()
export class GrievancesProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queues: QueueService,
    private readonly reminders: GrievanceRemindersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues
      .queue(QueueName.Notifications)
      .upsertJobScheduler(
        SCHEDULER_ID,
        { every: EVERY_MS },
        { name: JobName.GrievanceReminders, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
  }

  @OnJob(JobName.GrievanceReminders)
  run(): Promise<number> {
    return this.reminders.run();
  }
}
