import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { themeLabel } from '../contest/contest-content';
import type { SubmissionStatus } from '../contest/submission-statuses';
import { kindForStatusChange, NOTIFICATION_KINDS, NotificationKind } from './notification-kinds';
import {
  IssuedCertificateNotice,
  NotificationOutboxRepository,
  RoundOutcomeKinds,
} from './notification-outbox.repository';
import type { TemplateParams } from './notification-templates';

/** What the status-change hook needs to know about the entry (a Submission fits). */
export interface EntryEvent {
  id: string;
  participantId: string;
  instagramUrl: string;
  category: string;
  statusReason: string | null;
  statusChangedAt: Date;
}

/**
 * The message an entry's status change sends: its kind, category, template parameters and channels (none for a
 * change that sends nothing). `enter_submission` (migration 1763609000000) writes the "entry received" one
 * with these, keyed as entryStatusChanged keys it.
 */
export function entryMessage(
  entry: Pick<EntryEvent, 'instagramUrl' | 'category' | 'statusReason'> & { id?: string },
  from: SubmissionStatus | null,
  to: SubmissionStatus,
) {
  const kind = kindForStatusChange(from, to);
  if (!kind) return null;
  const params: TemplateParams = {
    entryUrl: entry.instagramUrl,
    // Known once the entry exists: its public page, where people vote ({{siteUrl}}/entries/{{entryId}}).
    ...(entry.id ? { entryId: entry.id } : {}),
    // The theme's code, said in the reader's language when the message is rendered (label-words.ts); the English
    // label beside it is what the console's outbox and the data export show.
    category: entry.category,
    categoryLabel: themeLabel(entry.category),
    ...(entry.statusReason ? { reason: entry.statusReason } : {}),
  };
  return { kind, category: NOTIFICATION_KINDS[kind].category, params, channels: channelsOf(kind) };
}

/**
 * The outbox. Other domains call it with their transaction's EntityManager, so a message exists exactly when
 * the change that causes it commits; the worker delivers it later (NotificationDeliveryService). The
 * idempotency key (event + channel) is unique: calling twice for one event records one message per channel.
 */
@Injectable()
export class NotificationOutboxService {
  constructor(private readonly repository: NotificationOutboxRepository) {}

  /** An entry was received, verified, rejected, disqualified or reinstated. */
  async entryStatusChanged(
    manager: EntityManager,
    entry: EntryEvent,
    from: SubmissionStatus | null,
    to: SubmissionStatus,
  ): Promise<void> {
    const message = entryMessage(entry, from, to);
    if (!message) return;
    const { kind, category, params, channels } = message;
    await this.repository.toParticipant(manager, {
      key: `entry:${entry.id}:${to}:${entry.statusChangedAt.getTime()}`,
      kind,
      category,
      params,
      channels,
      participantId: entry.participantId,
    });
  }

  /**
   * Organisers handed an entry, or a proven account, to the claimant who proved it theirs: both people hear it,
   * once per hand-over (the claim's id keys it).
   */
  async ownershipMoved(
    manager: EntityManager,
    move: { claimId: string; what: 'entry' | 'account'; params: Record<string, string>; from: string; to: string },
  ): Promise<void> {
    const messages = [
      { kind: move.what === 'entry' ? 'entry_handed_over' : 'account_moved_to_you', participantId: move.to },
      { kind: move.what === 'entry' ? 'entry_handed_away' : 'account_moved_away', participantId: move.from },
    ] satisfies Array<{ kind: NotificationKind; participantId: string }>;
    for (const { kind, participantId } of messages) {
      await this.repository.toParticipant(manager, {
        key: `handover:${move.claimId}:${kind}`,
        kind,
        category: 'transactional',
        params: move.params,
        channels: channelsOf(kind),
        participantId,
      });
    }
  }

  /** The metrics worker stopped on a rejected token or a missing permission: at most one alert a day per cause. */
  async metricsSourceDown(manager: EntityManager, cause: string, problem: string, tokenFingerprint: string | null) {
    const day = new Date().toISOString().slice(0, 10);
    await this.repository.toAdmins(
      'source_down',
      { problem },
      `source-down:${cause}:${tokenFingerprint}:${day}`,
      manager,
    );
  }

  /** The hour's SMS budget is running hot: `hour` (epoch hours) names the event, so one alert goes per hour. */
  async smsBudgetRunningHot(manager: EntityManager, sent: number, budget: number, hour: number): Promise<number> {
    return this.repository.toAdmins(
      'sms_budget_running_hot',
      { smsSent: String(sent), smsBudget: String(budget) },
      `sms-budget:${hour}`,
      manager,
    );
  }

  /**
   * Entries were assigned to jurors in the caller's transaction: each enabled juror hears how many are new for
   * them, once (the assignments written by this transaction carry its start time, `now()`).
   */
  async jurorsAssigned(manager: EntityManager, roundId: number): Promise<void> {
    await this.repository.juryAssigned(manager, roundId);
  }

  /**
   * A console account was created or invited again: its owner gets a link to set their password. The row holds
   * the invitation's id, never the link: the worker derives it when it sends (invitation-tokens.ts).
   */
  async consoleInvitation(
    manager: EntityManager,
    invitation: { invitationId: string; accountId: string; roleLabel: string; inviteExpires: string },
    kind: 'juror_invited' | 'console_password_reset' = 'juror_invited',
  ): Promise<void> {
    const { invitationId, accountId, ...params } = invitation;
    await this.repository.toAccount(manager, {
      key: `invitation:${invitationId}`,
      kind,
      accountId,
      params: { ...params, invitationId },
    });
  }

  /**
   * A round's results are published (at once, or when their embargo ends): every entrant of the round hears it
   * once, however often they are unpublished and published again (the key names the round and the participant).
   */
  async resultsPublished(manager: EntityManager, roundId: number): Promise<void> {
    await this.repository.resultsPublished(manager, roundId, channelsOf('results_published'));
  }

  /** A participant raised a grievance, or organisers answered it: its author hears it, once per event. */
  async grievanceNews(
    manager: EntityManager,
    news: {
      kind: 'grievance_received' | 'grievance_answered';
      grievanceId: string;
      participantId: string;
      at: Date;
      params: TemplateParams;
    },
  ): Promise<void> {
    await this.repository.toParticipant(manager, {
      key: `grievance:${news.grievanceId}:${news.kind}:${news.at.getTime()}`,
      kind: news.kind,
      category: NOTIFICATION_KINDS[news.kind].category,
      params: news.params,
      channels: channelsOf(news.kind),
      participantId: news.participantId,
    });
  }

  /** The organiser a grievance is assigned to: it is due soon (once per grievance and assignee). */
  async grievanceReminder(manager: EntityManager, grievanceId: string, accountId: string, params: TemplateParams) {
    return this.repository.toAccount(manager, {
      key: `grievance:${grievanceId}:reminder:${accountId}`,
      kind: 'grievance_reminder',
      accountId,
      params: { ...params },
    });
  }

  /** Every admin: a grievance is due soon, or overdue (`stage` names which, so each goes once). */
  async grievanceDueAlert(manager: EntityManager, grievanceId: string, stage: string, params: TemplateParams) {
    return this.repository.toAdmins('grievance_due_alert', params, `grievance:${grievanceId}:${stage}`, manager);
  }

  /** Certificates were issued in the caller's transaction: each holder hears of theirs once (keyed by its code). */
  async certificatesIssued(manager: EntityManager, certificates: IssuedCertificateNotice[]): Promise<void> {
    if (!certificates.length) return;
    await this.repository.certificatesIssued(manager, certificates, channelsOf('certificate_issued'));
  }

  /**
   * Organisers revoked a certificate, or replaced it (`certificateCode` is then the new one): its holder hears
   * it once per revoked code.
   */
  async certificateChanged(
    manager: EntityManager,
    change: { kind: 'certificate_revoked' | 'certificate_reissued'; revokedCode: string; participantId: string },
    params: TemplateParams,
  ): Promise<void> {
    await this.repository.toParticipant(manager, {
      key: `certificate:${change.revokedCode}:${change.kind}`,
      kind: change.kind,
      category: 'transactional',
      params,
      channels: channelsOf(change.kind),
      participantId: change.participantId,
    });
  }

  /**
   * A round closed (rounds 1 to 3): each creator in it hears their outcome once, with the promoted film or, for
   * the others, their first film in the round. `round_outcome_notices` keeps what each was told, so a close after
   * a reopen tells only those whose outcome changed, with a correction (round_promoted_after_all,
   * round_promotion_withdrawn), and nobody the same outcome twice. One statement for the whole round (thousands of
   * creators), after the caller has written the round's advancements. Keys start `round:<id>:`, by which the
   * site's list (NotificationsService.siteList) keeps only a round's latest outcome.
   */
  async roundClosed(manager: EntityManager, roundId: number): Promise<void> {
    const kinds = {
      promoted: 'round_promoted',
      notPromoted: 'round_not_promoted',
      promotedAfterAll: 'round_promoted_after_all',
      withdrawn: 'round_promotion_withdrawn',
    } satisfies RoundOutcomeKinds;
    const channels = Object.fromEntries(Object.values(kinds).map((kind) => [kind, channelsOf(kind)]));
    await this.repository.roundOutcomes(manager, roundId, kinds, channels);
  }
}

function channelsOf(kind: NotificationKind): string[] {
  return [...NOTIFICATION_KINDS[kind].channels];
}
