import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { ListQuery, Page } from '../console/simple-rest/list-query';
import type { BroadcastDto } from './broadcasts.dto';
import { NotificationBroadcast } from './notification.entity';
import { ANNOUNCEMENT_REACH } from './notification-outbox.repository';

/** A broadcast's messages (or recipients not yet expanded, as `pending`) counted by status. */
export interface BroadcastStatusCount {
  broadcast_id: string;
  status: string;
  count: number;
}

/**
 * Who a broadcast reaches, as SQL over `participants p` (a participant may be counted once however many
 * entries they have). Participants who switched announcements off on every chosen channel are left out.
 */
function audienceSql(audience: Exclude<BroadcastDto['audience'], 'jurors'>, roundParam: string): string {
  if (audience === 'round_promoted') {
    return `EXISTS (SELECT 1 FROM round_advancements a JOIN submissions s ON s.id = a.submission_id
                     WHERE a.round_id = ${roundParam}::int AND s.participant_id = p.id)`;
  }
  if (audience === 'pending_entrants') {
    return `EXISTS (SELECT 1 FROM submissions s WHERE s.participant_id = p.id AND s.status = 'pending')`;
  }
  return 'TRUE';
}

/** The jurors a broadcast to `jurors` reaches: every enabled jury account. */
const JURORS_SQL = `SELECT a.id FROM console_accounts a WHERE a.role = 'jury' AND NOT a.disabled`;

/**
 * The participants a broadcast reaches, each once with the chosen channels that reach them (`$1` the channels,
 * `$2` the round when the audience names one): what preview counts and what send fixes.
 */
const reachedSql = (audience: Exclude<BroadcastDto['audience'], 'jurors'>) =>
  `SELECT p.id, reach.channels
     FROM participants p
     LEFT JOIN notification_preferences pref ON pref.participant_id = p.id
    CROSS JOIN LATERAL (SELECT array_agg(c.channel) AS channels
                          FROM unnest($1::text[]) AS c(channel) WHERE ${ANNOUNCEMENT_REACH}) reach
    WHERE p.blocked_at IS NULL AND ${audienceSql(audience, '$2')} AND reach.channels IS NOT NULL`;

/** The round parameter is passed only when the audience names one (Postgres types every parameter it gets). */
const roundParams = (input: BroadcastDto) => (input.audience === 'round_promoted' ? [input.roundId] : []);

/** Distinct people reached (with recipientParams). */
const recipientsSql = (input: BroadcastDto) => (input.audience === 'jurors' ? JURORS_SQL : reachedSql(input.audience));

const recipientParams = (input: BroadcastDto): unknown[] =>
  input.audience === 'jurors' ? [] : [input.channels, ...roundParams(input)];

/** The broadcasts' SQL: their rows, their audiences, the messages they expand into and their progress. */
@Injectable()
export class BroadcastsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(NotificationBroadcast) private readonly broadcasts: Repository<NotificationBroadcast>,
  ) {}

  /** How many people the broadcast reaches now. */
  async countReached(input: BroadcastDto): Promise<number> {
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM (${recipientsSql(input)}) r`,
      recipientParams(input),
    );
    return count;
  }

  /**
   * Writes the broadcast's row and fixes its audience in the caller's transaction. Jurors are a handful: their
   * messages are written now. Participants may be 100,000: only who is reached, on which channels, is fixed now
   * (one lean row each); the worker writes their messages (expandBatch).
   */
  async queue(manager: EntityManager, input: BroadcastDto, createdBy: string): Promise<NotificationBroadcast> {
    const repository = manager.getRepository(NotificationBroadcast);
    const broadcast = await repository.save(
      repository.create({
        audience: input.audience,
        roundId: input.roundId ?? null,
        subject: input.subject.trim(),
        message: input.message.trim(),
        channels: input.channels,
        recipients: 0,
        createdBy,
      }),
    );
    const reached = recipientParams(input);
    const [{ count }] = await manager.query<Array<{ count: number }>>(
      input.audience === 'jurors'
        ? `WITH messages AS (
             INSERT INTO notifications (idempotency_key, kind, channel, category, account_id, params, broadcast_id)
             SELECT 'broadcast:' || $1::text || ':' || j.id || ':email', 'broadcast', 'email', 'transactional',
                    j.id, $2::jsonb, $1::uuid
               FROM (${JURORS_SQL}) j
             RETURNING 1)
           SELECT count(*)::int AS count FROM messages`
        : `WITH audience AS (
             INSERT INTO broadcast_recipients (broadcast_id, participant_id, channels)
             SELECT $${reached.length + 1}::uuid, r.id, r.channels FROM (${reachedSql(input.audience)}) r
             RETURNING 1)
           SELECT count(*)::int AS count FROM audience`,
      input.audience === 'jurors'
        ? [broadcast.id, JSON.stringify({ subject: broadcast.subject, message: broadcast.message })]
        : [...reached, broadcast.id],
    );
    broadcast.recipients = count;
    await repository.update({ id: broadcast.id }, { recipients: count });
    return broadcast;
  }

  /**
   * One batch in one statement: the recipients are deleted as their messages are written, so a worker killed
   * mid-batch leaves both as they were, and the next pass starts where the last committed batch stopped. SKIP
   * LOCKED lets workers expand side by side; the idempotency key makes a message once whatever happens.
   * Answers how many people it expanded.
   */
  async expandBatch(size: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ people }] = await manager.query<Array<{ people: number }>>(
      `WITH batch AS (
         DELETE FROM broadcast_recipients r
          WHERE (r.broadcast_id, r.participant_id) IN (
                  SELECT broadcast_id, participant_id FROM broadcast_recipients
                   ORDER BY broadcast_id, participant_id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING r.*
       ), messages AS (
         INSERT INTO notifications
           (idempotency_key, kind, channel, category, participant_id, params, broadcast_id, status, sent_at)
         SELECT 'broadcast:' || b.id || ':' || p.id || ':' || c.channel, 'broadcast', c.channel, 'announcement',
                p.id, jsonb_build_object('subject', b.subject, 'message', b.message), b.id,
                CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END, CASE c.channel WHEN 'site' THEN now() END
           FROM batch r
           JOIN notification_broadcasts b ON b.id = r.broadcast_id
           JOIN participants p ON p.id = r.participant_id
          CROSS JOIN unnest(r.channels) AS c(channel)
         ON CONFLICT (idempotency_key) DO NOTHING)
       SELECT count(*)::int AS people FROM batch`,
      [size],
    );
    return people;
  }

  async page(query: ListQuery<{ id: string[] }>): Promise<Page<NotificationBroadcast>> {
    const builder = this.broadcasts.createQueryBuilder('b');
    if (query.filter.id) builder.andWhere('b.id IN (:...ids)', { ids: query.filter.id });
    builder
      .orderBy(`b.${query.sort.field}`, query.sort.order)
      .addOrderBy('b.id', 'DESC')
      .skip(query.offset)
      .take(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  find(id: string): Promise<NotificationBroadcast | null> {
    return this.broadcasts.findOneBy({ id });
  }

  /**
   * In one statement, one snapshot (a batch moving people from recipients to messages is counted once): each
   * broadcast's messages by status, and its recipients not yet expanded as `pending` on each channel that
   * reaches them (the site's list aside).
   */
  statusCounts(broadcastIds: string[]): Promise<BroadcastStatusCount[]> {
    return this.dataSource.query<BroadcastStatusCount[]>(
      `SELECT broadcast_id, status, count(*)::int AS count FROM notifications
        WHERE broadcast_id = ANY($1) AND channel <> 'site' GROUP BY broadcast_id, status
       UNION ALL
       SELECT broadcast_id, 'pending', sum(cardinality(array_remove(channels, 'site')))::int FROM broadcast_recipients
        WHERE broadcast_id = ANY($1) GROUP BY broadcast_id`,
      [broadcastIds],
    );
  }
}
