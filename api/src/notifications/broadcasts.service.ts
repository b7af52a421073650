import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ListQuery, ListSpec, Page, uuids } from '../admin/simple-rest/list-query';
import { ApiError, validationFailed } from '../common/errors/api-error';
import { BroadcastDto } from './broadcasts.dto';
import { NotificationBroadcast } from './notification.entity';
import { ANNOUNCEMENT_REACH } from './notification-outbox.service';
import { NotificationTemplates } from './notification-templates';

/** SMS is short: a broadcast sent by SMS keeps its text within one or two messages. */
const SMS_MAX = 300;

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

/** The round parameter is passed only when the audience names one (Postgres types every parameter it gets). */
const roundParams = (input: BroadcastDto) => (input.audience === 'round_promoted' ? [input.roundId] : []);

/**
 * Organisers' messages to a group. Queuing writes every message in one INSERT … SELECT (100,000 people are
 * queued in seconds, nothing held in memory); delivery then follows the channels' rates like any message.
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
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (${this.recipientsSql(input)}) r`,
      this.recipientParams(input),
    );
    return {
      recipients: count as number,
      email: input.channels.includes('email') ? this.templates.email('broadcast', params, '(unsubscribe line)') : null,
      sms:
        input.channels.includes('sms') && input.audience !== 'jurors' ? this.templates.sms('broadcast', params) : null,
      site:
        input.channels.includes('site') && input.audience !== 'jurors'
          ? this.templates.site('broadcast', params)
          : null,
    };
  }

  /** Queues the broadcast: its row, every message, and `record` (the audit entry) in one transaction. */
  async send(
    input: BroadcastDto,
    createdBy: string,
    record: (manager: EntityManager, broadcast: NotificationBroadcast) => Promise<void>,
  ): Promise<NotificationBroadcast> {
    this.check(input);
    return this.dataSource.transaction(async (manager) => {
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
      const params = JSON.stringify({ subject: broadcast.subject, message: broadcast.message });
      const [{ count }] = await manager.query(
        `SELECT count(*)::int AS count FROM (${this.recipientsSql(input)}) r`,
        this.recipientParams(input),
      );
      if (input.audience === 'jurors') {
        await manager.query(
          `INSERT INTO notifications (idempotency_key, kind, channel, category, account_id, params, broadcast_id)
           SELECT 'broadcast:' || $1::text || ':' || a.id || ':email', 'broadcast', 'email', 'transactional', a.id,
                  $2::jsonb, $1::uuid
             FROM console_accounts a WHERE a.role = 'jury' AND NOT a.disabled`,
          [broadcast.id, params],
        );
      } else {
        await manager.query(
          `INSERT INTO notifications
             (idempotency_key, kind, channel, category, participant_id, params, broadcast_id, status, sent_at)
           SELECT 'broadcast:' || $1::text || ':' || p.id || ':' || c.channel, 'broadcast', c.channel, 'announcement',
                  p.id, $2::jsonb, $1::uuid, CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
                  CASE c.channel WHEN 'site' THEN now() END
             FROM participants p
             LEFT JOIN notification_preferences pref ON pref.participant_id = p.id
            CROSS JOIN unnest($3::text[]) AS c(channel)
            WHERE p.blocked_at IS NULL AND ${audienceSql(input.audience, '$4')} AND ${ANNOUNCEMENT_REACH}`,
          [broadcast.id, params, input.channels, ...roundParams(input)],
        );
      }
      broadcast.recipients = count;
      await repository.update({ id: broadcast.id }, { recipients: count });
      await record(manager, broadcast);
      return broadcast;
    });
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
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'No such broadcast');
    return (await this.withProgress([row]))[0];
  }

  private async withProgress(rows: NotificationBroadcast[]): Promise<BroadcastProgress[]> {
    if (!rows.length) return [];
    const counts: Array<{ broadcast_id: string; status: string; count: number }> = await this.dataSource.query(
      `SELECT broadcast_id, status, count(*)::int AS count FROM notifications
        WHERE broadcast_id = ANY($1) AND channel <> 'site' GROUP BY broadcast_id, status`,
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
    if (input.audience === 'jurors') {
      return `SELECT a.id FROM console_accounts a WHERE a.role = 'jury' AND NOT a.disabled`;
    }
    return `SELECT DISTINCT p.id FROM participants p
              LEFT JOIN notification_preferences pref ON pref.participant_id = p.id
             CROSS JOIN unnest($1::text[]) AS c(channel)
             WHERE p.blocked_at IS NULL AND ${audienceSql(input.audience, '$2')} AND ${ANNOUNCEMENT_REACH}`;
  }

  private recipientParams(input: BroadcastDto): unknown[] {
    return input.audience === 'jurors' ? [] : [input.channels, ...roundParams(input)];
  }
}
