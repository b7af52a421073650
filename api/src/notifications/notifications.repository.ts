import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { ListQuery, Page } from '../console/simple-rest/list-query';
import {
  type DeliveredChannel,
  type DeliveryLane,
  KIND_NAMES,
  ROUND_OUTCOME_KINDS,
  URGENT_KINDS,
} from './notification-kinds';
import { Notification } from './notification.entity';

/** What the console's list of messages filters by (NOTIFICATION_LIST). */
export interface NotificationFilter {
  id: string[];
  participantId: string[];
  status: Notification['status'][];
  channel: Notification['channel'][];
  kind: Notification['kind'][];
  attempts: number[];
}

/** A queued or sending row untouched this long lost its job (Redis lost it, a worker died): queue it again. */
const STALE_AFTER = `10 minutes`;

/** A row handed to a delivery queue, with the generation its delivery job is keyed by. */
export interface QueuedRow {
  id: string;
  generation: number;
}

/**
 * The SQL of the messages once written (NotificationOutboxRepository writes them): the site's list, the
 * console's view, delivery's claims and answers, and the few rows of other domains delivery and alerts read.
 */
@Injectable()
export class NotificationsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
  ) {}

  /**
   * The participant's newest site messages first; of a round's outcome messages only the newest (a correction
   * replaces what it corrects), matched by their keys' round (`round:<id>:`).
   */
  siteList(participantId: string, limit: number): Promise<Notification[]> {
    return this.notifications
      .createQueryBuilder('n')
      .where(`n.participant_id = :participantId AND n.channel = 'site' AND n.kind IN (:...kinds)`, {
        participantId,
        kinds: KIND_NAMES,
      })
      .andWhere(
        `NOT (n.kind IN (:...outcomeKinds) AND EXISTS (
           SELECT 1 FROM notifications later
            WHERE later.participant_id = n.participant_id AND later.channel = 'site'
              AND later.kind IN (:...outcomeKinds) AND later.created_at > n.created_at
              AND split_part(later.idempotency_key, ':', 2) = split_part(n.idempotency_key, ':', 2)))`,
        { outcomeKinds: ROUND_OUTCOME_KINDS },
      )
      .orderBy('n.createdAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** A participant's messages, oldest first (their data export). */
  ofParticipant(participantId: string): Promise<Notification[]> {
    return this.notifications.find({ where: { participantId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** A broadcast's recipient rows have no foreign key (queuing stays cheap): erased with the account here. */
  async eraseBroadcastRecipients(participantId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM broadcast_recipients WHERE participant_id = $1`, [participantId]);
  }

  /** The console's list of every message. */
  async page(query: ListQuery<NotificationFilter>): Promise<Page<Notification>> {
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

  find(id: string): Promise<Notification | null> {
    return this.notifications.findOneBy({ id });
  }

  /**
   * Marks up to `limit` due rows of one channel and lane queued (pending ones, and queued or sending ones that
   * lost their job), oldest first, in the caller's transaction; SKIP LOCKED lets relays run side by side.
   */
  markQueued(
    manager: EntityManager,
    channel: DeliveredChannel,
    lane: DeliveryLane,
    limit: number,
  ): Promise<QueuedRow[]> {
    return manager.query<QueuedRow[]>(
      `WITH due AS (
         SELECT id FROM notifications
          WHERE channel = $1 AND ${lane === 'urgent' ? 'kind = ANY($3::text[])' : 'kind <> ALL($3::text[])'}
            AND (status = 'pending' OR (status IN ('queued', 'sending') AND updated_at < now() - interval '${STALE_AFTER}'))
          ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED
       ), moved AS (
         UPDATE notifications n SET status = CASE WHEN n.status = 'pending' THEN 'queued' ELSE n.status END,
                updated_at = now()
           FROM due WHERE n.id = due.id
         RETURNING n.id, n.generation)
       SELECT id, generation FROM moved`,
      [channel, limit, URGENT_KINDS],
    );
  }

  /**
   * Claims the row of a delivery job for sending (counting the attempt) if it is still open under that job's
   * generation; null when it was sent, failed, skipped, retried under a newer generation or erased.
   */
  async claim(job: QueuedRow): Promise<Notification | null> {
    const [claimed]: Notification[] = await this.notifications
      .createQueryBuilder()
      .update()
      .set({ status: 'sending', attempts: () => 'attempts + 1' })
      .where('id = :id AND generation = :generation AND status IN (:...open)', {
        id: job.id,
        generation: job.generation,
        open: ['pending', 'queued', 'sending'],
      })
      .returning('*')
      .execute()
      .then((result) => (result.raw as Record<string, unknown>[]).map((raw) => this.toEntity(raw)));
    return claimed ?? null;
  }

  async finish(id: string, status: Notification['status'], changes: Partial<Notification>): Promise<void> {
    await this.notifications.update({ id }, { status, ...changes });
  }

  /** An enabled console account's address (the console accounts domain exports no lookup the worker loads). */
  async consoleAccountEmail(accountId: string | null): Promise<string | null> {
    const [account]: Array<{ email: string }> = await this.dataSource.query(
      `SELECT email FROM console_accounts WHERE id = $1 AND NOT disabled`,
      [accountId],
    );
    return account?.email ?? null;
  }

  /** Whether a console invitation is still open: not replaced, used or expired. */
  async invitationOpen(invitationId: string): Promise<boolean> {
    const [open] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM console_invitations
        WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
      [invitationId],
    );
    return open !== undefined;
  }

  /**
   * The verification queue: how many entries wait and since when. Read straight from the entries table: a
   * count and a minimum, nothing the entries domain exports.
   */
  async verificationQueue(): Promise<{ pending: number; oldest: Date | null }> {
    const [queue]: Array<{ pending: number; oldest: Date | null }> = await this.dataSource.query(
      `SELECT count(*)::int AS pending, min(created_at) AS oldest FROM submissions WHERE status = 'pending'`,
    );
    return queue;
  }

  private toEntity(raw: Record<string, unknown>): Notification {
    return this.notifications.create({
      id: raw.id as string,
      idempotencyKey: raw.idempotency_key as string,
      kind: raw.kind as Notification['kind'],
      channel: raw.channel as Notification['channel'],
      category: raw.category as Notification['category'],
      participantId: raw.participant_id as string | null,
      accountId: raw.account_id as string | null,
      params: raw.params as Notification['params'],
    });
  }
}
