import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { integers, ListQuery, ListSpec, oneOf, Page, uuids } from '../console/simple-rest/list-query';
import { notFoundError } from '../common/errors/not-found';
import { notificationError, NotificationErrorCode } from './notification-errors';
import { KIND_NAMES, NOTIFICATION_CHANNELS } from './notification-kinds';
import { Notification, NOTIFICATION_STATUSES } from './notification.entity';
import { NotificationFilter, NotificationsRepository } from './notifications.repository';

export const NOTIFICATION_LIST: ListSpec<NotificationFilter> = {
  sortable: ['createdAt', 'updatedAt', 'status', 'kind', 'channel', 'attempts'],
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: uuids,
    participantId: uuids,
    status: oneOf(NOTIFICATION_STATUSES),
    channel: oneOf(NOTIFICATION_CHANNELS),
    kind: oneOf(KIND_NAMES),
    attempts: integers(0, 100),
  },
};

/** Statuses an organiser may send again: the provider refused every try, or there was no address then. */
const RETRYABLE: readonly Notification['status'][] = ['failed', 'skipped'];

const notFound = () => notFoundError('No such message');

/** The organisers' view of the outbox: every message with its provider's answer, and retries. */
@Injectable()
export class NotificationsConsoleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: NotificationsRepository,
  ) {}

  list(query: ListQuery<NotificationFilter>): Promise<Page<Notification>> {
    return this.repository.page(query);
  }

  async get(id: string): Promise<Notification> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Puts a failed or skipped message back in the outbox under a new generation (so its delivery job is new),
   * calling `record` in the same transaction (the console's audit entry).
   */
  async retry(
    id: string,
    record: (manager: EntityManager, before: Notification, after: Notification) => Promise<void>,
  ): Promise<Notification> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Notification);
      const before = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw notFound();
      if (!RETRYABLE.includes(before.status)) {
        throw notificationError(NotificationErrorCode.NotRetryable, before.status, { status: before.status });
      }
      await repository.update(
        { id },
        { status: 'pending', generation: before.generation + 1, attempts: 0, lastError: null },
      );
      const after = (await repository.findOneBy({ id }))!;
      await record(manager, before, after);
      return after;
    });
  }
}
