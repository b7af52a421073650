import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { integers, ListQuery, ListSpec, oneOf, Page, uuids } from '../console/simple-rest/list-query';
import { notFoundError } from '../common/errors/not-found';
import { notificationError, NotificationErrorCode } from './notification-errors';
import { KIND_NAMES, NOTIFICATION_CHANNELS } from './notification-kinds';
import { Notification, NOTIFICATION_STATUSES } from './notification.entity';

export interface NotificationFilter {
  id: string[];
  participantId: string[];
  status: Notification['status'][];
  channel: Notification['channel'][];
  kind: Notification['kind'][];
  attempts: number[];
}

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
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(query: ListQuery<NotificationFilter>): Promise<Page<Notification>> {
    const builder = this.notifications.createQueryBuilder('n');
    const { filter } = query;
    if (filter.id) builder.andWhere('n.id IN (:...ids)', { ids: filter.id });
    if (filter.participantId) builder.andWhere('n.participant_id IN (:...people)', { people: filter.participantId });
    if (filter.status) builder.andWhere('n.status IN (:...statuses)', { statuses: filter.status });
    if (filter.channel) builder.andWhere('n.channel IN (:...channels)', { channels: filter.channel });
    if (filter.kind) builder.andWhere('n.kind IN (:...kinds)', { kinds: filter.kind });
    if (filter.attempts) builder.andWhere('n.attempts IN (:...attempts)', { attempts: filter.attempts });
    builder
      .orderBy(`n.${query.sort.field}`, query.sort.order)
      .addOrderBy('n.id', 'DESC')
      .skip(query.offset)
      .take(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  async get(id: string): Promise<Notification> {
    const row = await this.notifications.findOneBy({ id });
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
