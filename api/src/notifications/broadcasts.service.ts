import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ListQuery, ListSpec, Page, uuids } from '../console/simple-rest/list-query';
import { validationFailed } from '../common/errors/api-error';
import { notFoundError } from '../common/errors/not-found';
import { BroadcastDto } from './broadcasts.dto';
import { NotificationBroadcast } from './notification.entity';
import { ANNOUNCEMENT_REACH } from './notification-outbox.repository';
import { NotificationTemplates } from './notification-templates';

/** SMS is short: a broadcast sent by SMS keeps its text within one or two messages. */
const SMS_MAX = 300;
/** People expanded into messages per transaction: a short statement, whatever the audience. */
const EXPAND_BATCH = 2_000;
/** Batches per relay pass: 20,000 people every NOTIFY_RELAY_INTERVAL_SECONDS, far ahead of any channel's rate. */
const EXPAND_BATCHES_PER_PASS = 10;

export interface BroadcastProgress extends NotificationBroadcast {
  /** Messages by status: pending (incl. queued and sending), sent, failed, skipped. */
  progress: { pending: number; sent: number; failed: number; skipped: number };
}

export const BROADCAST_LIST: ListSpec<{ id: string[] }> = {
  sortable: ['createdAt', 'recipients'],
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: uuids },
};

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

/**
 * Organisers' messages to a group. Queuing fixes the audience in one INSERT … SELECT of lean rows (who, on
 * which channels); the worker expands them into messages in batches ahead of delivery, which then follows the
 * channels' rates like any message. Nothing is held in memory at either step.
 */
@Injectable()
export class BroadcastsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(NotificationBroadcast) private readonly broadcasts: Repository<NotificationBroadcast>,
    private readonly templates: NotificationTemplates,
  ) {}

  /** How many people it reaches now, and the message as each channel shows it. */
  async preview(input: BroadcastDto) {
    this.check(input);
    const params = { subject: input.subject, message: input.message };
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM (${this.recipientsSql(input)}) r`,
      this.recipientParams(input),
    );
    return {
      recipients: count,
      email: input.channels.includes('email') ? this.templates.email('broadcast', params, '(unsubscribe line)') : null,
      sms:
        input.channels.includes('sms') && input.audience !== 'jurors' ? this.templates.sms('broadcast', params) : null,
      site:
        input.channels.includes('site') && input.audience !== 'jurors'
          ? this.templates.site('broadcast', params)
          : null,
    };
  }

  /**
   * Queues the broadcast: its row, its audience, and `record` (the audit entry) in one transaction. Answers it
   * as `get` does, with its progress: the console shows the answer as the record at once.
   */
  async send(
    input: BroadcastDto,
    createdBy: string,
    record: (manager: EntityManager, broadcast: NotificationBroadcast) => Promise<void>,
  ): Promise<BroadcastProgress> {
    this.check(input);
    const queued = await this.dataSource.transaction(async (manager) => {
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
      // Jurors are a handful: their messages are written now. Participants may be 100,000: only who is reached,
      // on which channels, is fixed now (one lean row each); the worker writes their messages (expand()).
      const reached = this.recipientParams(input);
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
      await record(manager, broadcast);
      return broadcast;
    });
    return (await this.withProgress([queued]))[0];
  }

  /**
   * Worker: turns queued recipients into messages, EXPAND_BATCH people per transaction, at most
   * EXPAND_BATCHES_PER_PASS batches per relay pass (the relay then hands the messages to the rate-limited
   * queues). Answers how many people it expanded.
   */
  async expand(): Promise<number> {
    let expanded = 0;
    for (let batches = 0; batches < EXPAND_BATCHES_PER_PASS; batches++) {
      const people = await this.expandBatch(this.dataSource.manager, EXPAND_BATCH);
      expanded += people;
      if (people < EXPAND_BATCH) break;
    }
    return expanded;
  }

  /**
   * One batch in one statement: the recipients are deleted as their messages are written, so a worker killed
   * mid-batch leaves both as they were, and the next pass starts where the last committed batch stopped. SKIP
   * LOCKED lets workers expand side by side; the idempotency key makes a message once whatever happens.
   */
  async expandBatch(manager: EntityManager, size: number): Promise<number> {
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

  async list(query: ListQuery<{ id: string[] }>): Promise<Page<BroadcastProgress>> {
    const builder = this.broadcasts.createQueryBuilder('b');
    if (query.filter.id) builder.andWhere('b.id IN (:...ids)', { ids: query.filter.id });
    builder
      .orderBy(`b.${query.sort.field}`, query.sort.order)
      .addOrderBy('b.id', 'DESC')
      .skip(query.offset)
      .take(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: await this.withProgress(rows), total };
  }

  async get(id: string): Promise<BroadcastProgress> {
    const row = await this.broadcasts.findOneBy({ id });
    if (!row) throw notFoundError('No such broadcast');
    return (await this.withProgress([row]))[0];
  }

  private async withProgress(rows: NotificationBroadcast[]): Promise<BroadcastProgress[]> {
    if (!rows.length) return [];
    // One statement, one snapshot: a batch moving people from recipients to messages is counted once.
    // Recipients not yet expanded are pending on each channel that reaches them (the site's list aside).
    const counts: Array<{ broadcast_id: string; status: string; count: number }> = await this.dataSource.query(
      `SELECT broadcast_id, status, count(*)::int AS count FROM notifications
        WHERE broadcast_id = ANY($1) AND channel <> 'site' GROUP BY broadcast_id, status
       UNION ALL
       SELECT broadcast_id, 'pending', sum(cardinality(array_remove(channels, 'site')))::int FROM broadcast_recipients
        WHERE broadcast_id = ANY($1) GROUP BY broadcast_id`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => {
      const progress = { pending: 0, sent: 0, failed: 0, skipped: 0 };
      for (const count of counts.filter((c) => c.broadcast_id === row.id)) {
        const key = count.status in progress ? (count.status as keyof typeof progress) : 'pending';
        progress[key] += count.count;
      }
      return { ...row, progress };
    });
  }

  private check(input: BroadcastDto): void {
    if (input.audience === 'round_promoted' && !input.roundId) {
      throw validationFailed({ roundId: ['roundId is required for round_promoted'] });
    }
    if (input.audience === 'jurors' && !input.channels.includes('email')) {
      throw validationFailed({ channels: ['jurors are reached by e-mail only'] });
    }
    if (input.channels.includes('sms') && input.audience !== 'jurors') {
      const text = this.templates.sms('broadcast', { subject: input.subject, message: input.message });
      if (text.length > SMS_MAX) {
        throw validationFailed({ message: [`by SMS the text must stay within ${SMS_MAX} characters`] });
      }
    }
  }

  /** Distinct people reached (with recipientParams). */
  private recipientsSql(input: BroadcastDto): string {
    return input.audience === 'jurors' ? JURORS_SQL : reachedSql(input.audience);
  }

  private recipientParams(input: BroadcastDto): unknown[] {
    return input.audience === 'jurors' ? [] : [input.channels, ...roundParams(input)];
  }
}
