import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { themeLabel } from '../contest/contest-content';
import { contending } from '../contest/round-ranking';
import type { SubmissionStatus } from '../contest/submission-statuses';
import { kindForStatusChange, NOTIFICATION_KINDS, NotificationKind } from './notification-kinds';
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
    categoryLabel: themeLabel(entry.category),
    ...(entry.statusReason ? { reason: entry.statusReason } : {}),
  };
  return { kind, category: NOTIFICATION_KINDS[kind].category, params, channels: channelsOf(kind) };
}

/**
 * Which channels a row goes on, in SQL over `participants p` and `unnest(channels) c(channel)`: the site's list
 * always; transactional messages by e-mail to a verified address and by SMS to the phone signed in with. The
 * rule is the database function `channel_reachable` (migration 1763609000000), which `enter_submission` uses too.
 */
const REACHABLE = `channel_reachable(p, c.channel)`;

/**
 * Channels an announcement reaches, over `participants p`, `notification_preferences pref` (LEFT JOIN) and
 * `c(channel)`: the site's list always; e-mail to a verified address unless switched off; SMS only when switched on.
 */
export const ANNOUNCEMENT_REACH = `(c.channel = 'site'
  OR (c.channel = 'email' AND p.email IS NOT NULL AND p.email_verified AND coalesce(pref.announcements_email, true))
  OR (c.channel = 'sms' AND p.phone_number IS NOT NULL AND coalesce(pref.announcements_sms, false)))`;

/**
 * The outbox. Other domains call it with their transaction's EntityManager, so a message exists exactly when
 * the change that causes it commits; the worker delivers it later (NotificationDeliveryService). The
 * idempotency key (event + channel) is unique: calling twice for one event records one message per channel.
 */
@Injectable()
export class NotificationOutboxService {
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
    const key = `entry:${entry.id}:${to}:${entry.statusChangedAt.getTime()}`;
    await manager.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
       SELECT $1 || ':' || c.channel, $2, c.channel, $3, p.id, $4::jsonb,
              CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
              CASE c.channel WHEN 'site' THEN now() END
         FROM participants p CROSS JOIN unnest($5::text[]) AS c(channel)
        WHERE p.id = $6 AND ${REACHABLE}
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [key, kind, category, JSON.stringify(params), channels, entry.participantId],
    );
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
      await manager.query(
        `INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
         SELECT 'handover:' || $1 || ':' || $2 || ':' || c.channel, $2, c.channel, 'transactional', p.id, $3::jsonb,
                CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
                CASE c.channel WHEN 'site' THEN now() END
           FROM participants p CROSS JOIN unnest($4::text[]) AS c(channel)
          WHERE p.id = $5 AND ${REACHABLE}
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [move.claimId, kind, JSON.stringify(move.params), channelsOf(kind), participantId],
      );
    }
  }

  /** The metrics worker stopped on a rejected token or a missing permission: at most one alert a day per cause. */
  async metricsSourceDown(manager: EntityManager, cause: string, problem: string, tokenFingerprint: string | null) {
    const day = new Date().toISOString().slice(0, 10);
    await alertOrganisers(manager, 'source_down', { problem }, `source-down:${cause}:${tokenFingerprint}:${day}`);
  }

  /** The hour's SMS budget is running hot: `hour` (epoch hours) names the event, so one alert goes per hour. */
  async smsBudgetRunningHot(manager: EntityManager, sent: number, budget: number, hour: number): Promise<number> {
    return alertOrganisers(
      manager,
      'sms_budget_running_hot',
      { smsSent: String(sent), smsBudget: String(budget) },
      `sms-budget:${hour}`,
    );
  }

  /**
   * Entries were assigned to jurors in the caller's transaction: each enabled juror hears how many are new for
   * them, once (the assignments written by this transaction carry its start time, `now()`).
   */
  async jurorsAssigned(manager: EntityManager, roundId: number): Promise<void> {
    await manager.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, account_id, params)
       SELECT 'assigned:' || $1::text || ':' || extract(epoch FROM now()) || ':' || a.juror_id || ':email',
              'jury_assigned', 'email', 'transactional', a.juror_id,
              jsonb_build_object('assignedCount', count(*)::text,
                                 'roundName', (SELECT phase || ' (' || title || ')' FROM rounds WHERE id = $1::int))
         FROM jury_assignments a JOIN console_accounts c ON c.id = a.juror_id AND NOT c.disabled
        WHERE a.round_id = $1::int AND a.created_at = now()
        GROUP BY a.juror_id
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [roundId],
    );
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
    await manager.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, account_id, params)
       VALUES ('invitation:' || $1::text || ':email', $4, 'email', 'transactional', $2, $3::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [invitationId, accountId, JSON.stringify({ ...params, invitationId }), kind],
    );
  }

  /**
   * The final closed: its results are published. Every entrant of the final hears it once, however often the
   * round is reopened and closed again (the key names the round and the participant, not the close).
   */
  async resultsPublished(manager: EntityManager, roundId: number): Promise<void> {
    await manager.query(
      `WITH entrants AS (
         SELECT DISTINCT s.participant_id FROM submissions s
          WHERE s.status = 'verified'
            AND EXISTS (SELECT 1 FROM round_advancements a WHERE a.round_id = $1 AND a.submission_id = s.id)
       )
       INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
       SELECT 'results:' || $1 || ':' || p.id || ':' || c.channel, 'results_published', c.channel, 'announcement',
              p.id, jsonb_build_object('roundName', (SELECT phase || ' (' || title || ')' FROM rounds WHERE id = $1)),
              CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
              CASE c.channel WHEN 'site' THEN now() END
         FROM entrants e
         JOIN participants p ON p.id = e.participant_id AND p.blocked_at IS NULL
         LEFT JOIN notification_preferences pref ON pref.participant_id = p.id
        CROSS JOIN unnest($2::text[]) AS c(channel)
        WHERE ${ANNOUNCEMENT_REACH}
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [roundId, channelsOf('results_published')],
    );
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
    } satisfies Record<string, NotificationKind>;
    await manager.query(
      `WITH contenders AS (
         SELECT s.id, s.participant_id, s.instagram_url, s.created_at,
                EXISTS (SELECT 1 FROM round_advancements a WHERE a.round_id = $1 + 1 AND a.submission_id = s.id)
                  AS promoted
           FROM submissions s JOIN participants p ON p.id = s.participant_id
          WHERE ${contending('$1')}
       ), outcome AS (
         SELECT DISTINCT ON (participant_id) participant_id, id AS submission_id, instagram_url, promoted
           FROM contenders ORDER BY participant_id, promoted DESC, created_at, id
       ), changed AS (
         SELECT o.*, told.promoted AS told_promoted
           FROM outcome o
           LEFT JOIN round_outcome_notices told ON told.round_id = $1 AND told.participant_id = o.participant_id
          WHERE told.promoted IS DISTINCT FROM o.promoted
       ), recorded AS (
         INSERT INTO round_outcome_notices (round_id, participant_id, promoted, submission_id)
         SELECT $1, participant_id, promoted, submission_id FROM changed
         ON CONFLICT (round_id, participant_id)
           DO UPDATE SET promoted = excluded.promoted, submission_id = excluded.submission_id, notified_at = now()
       ), messages AS (
         SELECT c.*, CASE WHEN c.told_promoted IS NULL THEN (CASE WHEN c.promoted THEN $2 ELSE $3 END)
                          ELSE (CASE WHEN c.promoted THEN $4 ELSE $5 END) END AS kind
           FROM changed c
       ), names AS (
         SELECT (SELECT phase || ' (' || title || ')' FROM rounds WHERE id = $1) AS round_name,
                (SELECT phase || ' (' || title || ')' FROM rounds WHERE id = $1 + 1) AS next_round_name
       )
       INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
       SELECT 'round:' || $1 || ':closed:' || extract(epoch FROM now()) || ':' || m.participant_id || ':' || c.channel,
              m.kind, c.channel, 'transactional', p.id,
              jsonb_build_object('entryUrl', m.instagram_url, 'roundName', n.round_name,
                                 'nextRoundName', n.next_round_name),
              CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
              CASE c.channel WHEN 'site' THEN now() END
         FROM messages m
         JOIN participants p ON p.id = m.participant_id
         CROSS JOIN names n
         JOIN LATERAL jsonb_array_elements_text($6::jsonb -> m.kind) AS c(channel) ON true
        WHERE ${REACHABLE}
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        roundId,
        kinds.promoted,
        kinds.notPromoted,
        kinds.promotedAfterAll,
        kinds.withdrawn,
        JSON.stringify(Object.fromEntries(Object.values(kinds).map((kind) => [kind, channelsOf(kind)]))),
      ],
    );
  }
}

/**
 * An alert to every active admin account, by e-mail. `eventKey` decides how often it may go: the caller names
 * the event so that a failure repeated every few minutes makes one message, not hundreds.
 */
export async function alertOrganisers(
  manager: EntityManager,
  kind: 'source_down' | 'verification_backlog' | 'sms_budget_running_hot',
  params: TemplateParams,
  eventKey: string,
): Promise<number> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO notifications (idempotency_key, kind, channel, category, account_id, params)
     SELECT $1 || ':' || a.id || ':email', $2, 'email', 'transactional', a.id, $3::jsonb
       FROM console_accounts a WHERE a.role = 'admin' AND NOT a.disabled
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING 1`,
    [eventKey, kind, JSON.stringify(params)],
  );
  return rows.length;
}

function channelsOf(kind: NotificationKind): string[] {
  return [...NOTIFICATION_KINDS[kind].channels];
}
