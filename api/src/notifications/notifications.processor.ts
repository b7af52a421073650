import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { JobName, QueueName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { QueueService } from '../queue/queue.service';
import { DeadlineRemindersService } from './deadline-reminders.service';
import { DeliveryJob, NotificationDeliveryService } from './notification-delivery.service';
import { VerificationBacklogService } from './verification-backlog.service';

const RELAY_SCHEDULER_ID = 'notifications-relay';
const CHECKS_SCHEDULER_ID = 'notifications-checks';
/** Reminders and alerts are due hours ahead: a look every 10 minutes is on time. */
const CHECKS_EVERY_MS = 10 * 60_000;

/** Worker only: the relay's schedule (one across all workers) and the delivery jobs. */
@Injectable()
export class NotificationsProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly delivery: NotificationDeliveryService,
    private readonly reminders: DeadlineRemindersService,
    private readonly backlog: VerificationBacklogService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.queues.queue(QueueName.Notifications);
    await queue.upsertJobScheduler(
      CHECKS_SCHEDULER_ID,
      { every: CHECKS_EVERY_MS },
      { name: JobName.NotificationsChecks, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
    await queue.upsertJobScheduler(
      RELAY_SCHEDULER_ID,
      { every: this.config.notifications.relayIntervalMs },
      { name: JobName.NotificationsRelay, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  @OnJob(JobName.NotificationsRelay)
  relay(): Promise<number> {
    return this.delivery.relay();
  }

  @OnJob(JobName.NotificationsChecks)
  async checks(): Promise<{ reminders: number; alerts: number }> {
    const reminders = (await this.reminders.run()) + (await this.reminders.runJury());
    return { reminders, alerts: await this.backlog.check() };
  }

  @OnJob(JobName.NotificationEmail)
  email(data: DeliveryJob, job: Job): Promise<string> {
    return this.delivery.deliver(data, job);
  }

  @OnJob(JobName.NotificationSms)
  sms(data: DeliveryJob, job: Job): Promise<string> {
    return this.delivery.deliver(data, job);
  }
}
