import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { NotificationOutboxRepository } from './notification-outbox.repository';

/**
 * Tells the organisers when the verification queue's oldest entry has waited longer than
 * NOTIFY_VERIFICATION_BACKLOG_HOURS: at most once a day, however many workers run the check.
 */
@Injectable()
export class VerificationBacklogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly outbox: NotificationOutboxRepository,
  ) {}

  /** Answers how many alerts were written. */
  async check(now = new Date()): Promise<number> {
    // Read straight from the entries table: a count and a minimum, nothing the entries domain exports.
    const [queue]: Array<{ pending: number; oldest: Date | null }> = await this.dataSource.query(
      `SELECT count(*)::int AS pending, min(created_at) AS oldest FROM submissions WHERE status = 'pending'`,
    );
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
