import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ProfileService } from '../profile/profile.service';
import { BroadcastsService } from './broadcasts.service';
import { JobName, QueueName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import type { DeliveredChannel, DeliveryLane } from './notification-kinds';
import { Notification } from './notification.entity';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationTemplates } from './notification-templates';
import { DeliveryError, NotificationTransports } from './notification-transports';
import { NotificationsRepository } from './notifications.repository';
import { footerWord } from './footer-words';
import { labelsIn, namesRound } from './label-words';
import { ContestService } from '../contest/contest.service';
import { UnsubscribeTokens } from './unsubscribe-tokens';
import { invitationToken, invitationUrl } from '../common/auth/invitation-tokens';

/** Rows moved onto the delivery queues per relay pass; the queues are topped up to this backlog, no more. */
export const RELAY_BATCH = 500;

export interface DeliveryJob {
  id: string;
  generation: number;
}

const QUEUE_OF: Record<DeliveredChannel, QueueName> = {
  email: QueueName.NotificationsEmail,
  sms: QueueName.NotificationsSms,
};
const JOB_OF: Record<DeliveredChannel, JobName> = { email: JobName.NotificationEmail, sms: JobName.NotificationSms };
/** BullMQ priorities: the lower number leaves first, whatever was queued before it. */
const JOB_PRIORITY: Record<DeliveryLane, number> = { urgent: 1, bulk: 10 };

/**
 * The worker's side of the outbox: the relay hands due rows to BullMQ (retries with exponential back-off,
 * a rate per channel), and each delivery job claims its row, sends, and records the provider's answer. A row
 * already sent is never sent again, whatever BullMQ re-delivers.
 */
@Injectable()
export class NotificationDeliveryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly profiles: ProfileService,
    private readonly preferences: NotificationPreferencesService,
    private readonly templates: NotificationTemplates,
    private readonly transports: NotificationTransports,
    private readonly unsubscribe: UnsubscribeTokens,
    private readonly broadcasts: BroadcastsService,
    private readonly notifications: NotificationsRepository,
    private readonly contest: ContestService,
  ) {}

  /**
   * One relay pass: writes the messages of queued broadcasts (in batches), then per channel hands over every
   * due urgent message, and tops the queue up with bulk ones to RELAY_BATCH jobs in waiting. Urgent jobs carry
   * BullMQ's first priority, so they leave before bulk jobs already queued: an invitation never waits behind a
   * backlog of thousands of announcements. Answers how many it queued.
   */
  async relay(): Promise<number> {
    await this.broadcasts.expand();
    let queued = 0;
    for (const channel of Object.keys(QUEUE_OF) as DeliveredChannel[]) {
      const queue = this.queues.queue(QUEUE_OF[channel]);
      queued += await this.queueDue(channel, 'urgent', RELAY_BATCH);
      const waiting = await queue.getJobCountByTypes('waiting', 'prioritized', 'delayed');
      if (waiting < RELAY_BATCH) queued += await this.queueDue(channel, 'bulk', RELAY_BATCH - waiting);
    }
    return queued;
  }

  /**
   * Moves up to `limit` due rows of one channel and lane onto the channel's queue, oldest first. The rows change
   * state and their jobs are added in one transaction: if adding fails nothing moved; if the commit fails the
   * jobs find their rows still pending and the next pass adds the same job ids.
   */
  private queueDue(channel: DeliveredChannel, lane: DeliveryLane, limit: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.notifications.markQueued(manager, channel, lane, limit);
      if (rows.length) {
        await this.queues.queue(QUEUE_OF[channel]).addBulk(
          rows.map((row) => ({
            name: JOB_OF[channel],
            data: { id: row.id, generation: row.generation } satisfies DeliveryJob,
            opts: {
              jobId: `${row.id}-${row.generation}`,
              priority: JOB_PRIORITY[lane],
              attempts: this.config.notifications.maxAttempts,
              backoff: { type: 'exponential', delay: this.config.notifications.retryDelayMs },
              removeOnComplete: 1000,
              removeOnFail: 5000,
            },
          })),
        );
      }
      return rows.length;
    });
  }

  /** Delivers one row; throws (so BullMQ retries after a back-off) when the provider refused and tries remain. */
  async deliver(data: DeliveryJob, job: Pick<Job, 'attemptsMade' | 'opts'>): Promise<string> {
    const claimed = await this.notifications.claim(data);
    // Sent, failed, skipped, retried under a newer generation, or erased with the account: nothing to do.
    if (!claimed) return 'nothing to send';
    try {
      const answer = await this.send(claimed);
      if (answer === null) {
        await this.notifications.finish(claimed.id, 'skipped', { lastError: 'no longer wanted or no address' });
        return 'skipped';
      }
      await this.notifications.finish(claimed.id, 'sent', { providerResponse: answer, sentAt: new Date() });
      return 'sent';
    } catch (error) {
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const message = error instanceof DeliveryError ? error.message : `unexpected: ${(error as Error).message}`;
      await this.notifications.finish(claimed.id, final ? 'failed' : 'queued', { lastError: message.slice(0, 2000) });
      throw error;
    }
  }

  /** The provider's answer, or null when the message is no longer wanted or has nowhere to go. */
  private async send(row: Notification): Promise<string | null> {
    if (!row.participantId) return this.sendToOrganiser(row);
    const participant = await this.profiles.findById(row.participantId);
    if (!participant) return null;
    const announcement = row.category === 'announcement';
    if (announcement && !(await this.preferences.allows(row.participantId, row.channel))) return null;
    const rounds = namesRound(row.params) ? await this.contest.rounds() : [];
    const params = labelsIn(row.params, participant.language, rounds);
    if (row.channel === 'email') {
      if (!participant.email) return null;
      const unsubscribeUrl = announcement ? this.unsubscribe.url(row.participantId) : null;
      const { contestName } = this.config.notifications;
      const footer = unsubscribeUrl
        ? footerWord(participant.language, 'announcement', { contestName, unsubscribeUrl })
        : footerWord(participant.language, 'transactional', { contestName });
      return this.transports.sendMail({
        ...this.templates.email(row.kind, params, footer, participant.language),
        to: participant.email,
        idempotencyKey: row.idempotencyKey,
        unsubscribeUrl,
      });
    }
    if (!participant.phoneNumber) return null;
    return this.transports.sendSms({
      to: participant.phoneNumber,
      message: this.templates.sms(row.kind, params, participant.language),
      kind: row.kind,
      dltTemplateId: this.config.notifications.smsTemplateIds[row.kind] ?? null,
      idempotencyKey: row.idempotencyKey,
    });
  }

  /** Organisers' alerts, jurors' messages and invitations: to the console account's address while it is enabled. */
  private async sendToOrganiser(row: Notification): Promise<string | null> {
    const email = await this.notifications.consoleAccountEmail(row.accountId);
    if (!email) return null;
    const { invitationId, ...params } = row.params;
    if (invitationId) {
      // A link replaced, used or expired before this mail left is not worth sending.
      if (!(await this.notifications.invitationOpen(invitationId))) return null;
      params.inviteUrl = invitationUrl(this.config.publicUrl, invitationToken(this.config.jwtSecret, invitationId));
    }
    return this.transports.sendMail({
      ...this.templates.email(
        row.kind,
        params,
        `You receive this as a member of the ${this.config.notifications.contestName} console team.`,
      ),
      to: email,
      idempotencyKey: row.idempotencyKey,
      unsubscribeUrl: null,
    });
  }
}
