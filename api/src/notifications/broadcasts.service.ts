import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ListQuery, ListSpec, Page, uuids } from '../console/simple-rest/list-query';
import { validationFailed } from '../common/errors/api-error';
import { notFoundError } from '../common/errors/not-found';
import { BroadcastDto } from './broadcasts.dto';
import { BroadcastsRepository, BroadcastStatusCount } from './broadcasts.repository';
import { NotificationBroadcast } from './notification.entity';
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
 * Organisers' messages to a group. Queuing fixes the audience in one INSERT … SELECT of lean rows (who, on
 * which channels); the worker expands them into messages in batches ahead of delivery, which then follows the
 * channels' rates like any message. Nothing is held in memory at either step.
 */
@Injectable()
export class BroadcastsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly broadcasts: BroadcastsRepository,
    private readonly templates: NotificationTemplates,
  ) {}

  /** How many people it reaches now, and the message as each channel shows it. */
  async preview(input: BroadcastDto) {
    this.check(input);
    const params = { subject: input.subject, message: input.message };
    return {
      recipients: await this.broadcasts.countReached(input),
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
      const broadcast = await this.broadcasts.queue(manager, input, createdBy);
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
      const people = await this.broadcasts.expandBatch(EXPAND_BATCH);
      expanded += people;
      if (people < EXPAND_BATCH) break;
    }
    return expanded;
  }

  async list(query: ListQuery<{ id: string[] }>): Promise<Page<BroadcastProgress>> {
    const { rows, total } = await this.broadcasts.page(query);
    return { rows: await this.withProgress(rows), total };
  }

  async get(id: string): Promise<BroadcastProgress> {
    const row = await this.broadcasts.find(id);
    if (!row) throw notFoundError('No such broadcast');
    return (await this.withProgress([row]))[0];
  }

  private async withProgress(rows: NotificationBroadcast[]): Promise<BroadcastProgress[]> {
    if (!rows.length) return [];
    return broadcastProgress(rows, await this.broadcasts.statusCounts(rows.map((row) => row.id)));
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
}

/**
 * Each broadcast with its messages counted by status; a status other than sent, failed or skipped (queued,
 * sending) counts as pending, as do recipients not yet expanded.
 */
export function broadcastProgress(rows: NotificationBroadcast[], counts: BroadcastStatusCount[]): BroadcastProgress[] {
  return rows.map((row) => {
    const progress = { pending: 0, sent: 0, failed: 0, skipped: 0 };
    for (const count of counts.filter((c) => c.broadcast_id === row.id)) {
      const key = count.status in progress ? (count.status as keyof typeof progress) : 'pending';
      progress[key] += count.count;
    }
    return { ...row, progress };
  });
}
