import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { NotificationOutboxRepository } from './notification-outbox.repository';
import { NotificationsRepository } from './notifications.repository';

/**
 * Tells the organisers when the verification queue's oldest entry has waited longer than
 * NOTIFY_VERIFICATION_BACKLOG_HOURS: at most once a day, however many workers run the check.
 */
@Injectable()
export class VerificationBacklogService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly config: AppConfig,
    private readonly outbox: NotificationOutboxRepository,
  ) {}

  /** Answers how many alerts were written. */
  async check(now = new Date()): Promise<number> {
    const queue = await this.notifications.verificationQueue();
    if (!queue.oldest) return 0;
    const waitedHours = (now.getTime() - new Date(queue.oldest).getTime()) / 3_600_000;
    if (waitedHours < this.config.notifications.verificationBacklogHours) return 0;
    return this.outbox.toAdmins(
      'verification_backlog',
      { pendingCount: String(queue.pending), oldestHours: String(Math.floor(waitedHours)) },
      `backlog:${now.toISOString().slice(0, 10)}`,
    );
  }
}
