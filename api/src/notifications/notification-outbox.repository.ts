import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { contending } from '../contest/contest.repository';
import type { NotificationKind } from './notification-kinds';
import type { TemplateParams } from './notification-templates';

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

/** A message to one participant on each of `channels` they can be reached on; `key` names the event. */
export interface ParticipantMessage {
  key: string;
  kind: NotificationKind;
  category: string;
  params: TemplateParams;
  channels: string[];
  participantId: string;
}

/** The round-closed outcome kinds, by what the creator was told before (if anything) and what is true now. */
export interface RoundOutcomeKinds {
  promoted: NotificationKind;
  notPromoted: NotificationKind;
  promotedAfterAll: NotificationKind;
  withdrawn: NotificationKind;
}

/** A certificate just issued, as its holder's message names it. */
export interface IssuedCertificateNotice {
  code: string;
  participantId: string;
  achievement: string;
  roundName: string;
}

/** A reminder before a round's deadline: the round, its deadline and which of the reminders it is. */
export interface DeadlineReminder {
  roundId: number;
  endsAt: Date;
  due: number;
  params: TemplateParams;
}

/**
 * The outbox's SQL: a method given `manager` writes its messages in the caller's transaction. The idempotency key
 * (event + channel) is unique, so writing one event twice records one message per channel; the methods that
 * answer a number answer how many messages were new.
 */
@Injectable()
export class NotificationOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async toParticipant(manager: EntityManager, message: ParticipantMessage): Promise<void> {
    const { key, kind, category, params, channels, participantId } = message;
    await manager.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
       SELECT $1 || ':' || c.channel, $2, c.channel, $3, p.id, $4::jsonb,
              CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
              CASE c.channel WHEN 'site' THEN now() END
         FROM participants p CROSS JOIN unnest($5::text[]) AS c(channel)
        WHERE p.id = $6 AND ${REACHABLE}
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [key, kind, category, JSON.stringify(params), channels, participantId],
    );
  }

  /** One e-mail to a console account (`key` names the event). */
  async toAccount(
    manager: EntityManager,
    // Not only template parameters: an invitation's row carries its id, from which the worker derives the link.
    message: { key: string; kind: NotificationKind; accountId: string; params: Record<string, string> },
  ): Promise<number> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, account_id, params)
       VALUES ($1 || ':email', $4, 'email', 'transactional', $2, $3::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING 1`,
      [message.key, message.accountId, JSON.stringify(message.params), message.kind],
    );
    return rows.length;
  }

  /** An e-mail to every active admin account (`eventKey` names the event); answers how many were new. */
  async toAdmins(
    kind: NotificationKind,
    params: TemplateParams,
    eventKey: string,
    manager: EntityManager = this.dataSource.manager,
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

  /**
   * Each enabled juror with assignments of round $1 written by the caller's transaction (they carry its start
   * time, `now()`) hears how many are new for them.
   */
  async juryAssigned(manager: EntityManager, roundId: number): Promise<void> {
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
   * `results_published` to every entrant of round $1 (a line in its frozen final ranking, round_standings) who is
   * not blocked, keyed by round and participant: publishing again after an unpublish tells nobody twice. The
   * round's id names it in the reader's language when the message goes out (label-words.ts).
   */
  async resultsPublished(manager: EntityManager, roundId: number, channels: string[]): Promise<void> {
    await manager.query(
      `WITH entrants AS (
         SELECT DISTINCT participant_id FROM round_standings WHERE round_id = $1
       )
       INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
       SELECT 'results:' || $1 || ':' || p.id || ':' || c.channel, 'results_published', c.channel, 'announcement',
              p.id, jsonb_build_object('roundName', (SELECT phase || ' (' || title || ')' FROM rounds WHERE id = $1),
                                   'roundId', $1::text),
              CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
              CASE c.channel WHEN 'site' THEN now() END
         FROM entrants e
         JOIN participants p ON p.id = e.participant_id AND p.blocked_at IS NULL
         LEFT JOIN notification_preferences pref ON pref.participant_id = p.id
        CROSS JOIN unnest($2::text[]) AS c(channel)
        WHERE ${ANNOUNCEMENT_REACH}
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [roundId, channels],
    );
  }

  /**
   * `certificate_issued` to each holder of `certificates` (one statement for a batch of thousands), as an
   * announcement: to those not blocked, on the channels their preferences allow; keyed by the certificate's code.
   */
  async certificatesIssued(manager: EntityManager, certificates: IssuedCertificateNotice[], channels: string[]) {
    await manager.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
       SELECT 'certificate:' || i.code || ':' || c.channel, 'certificate_issued', c.channel, 'announcement', p.id,
              jsonb_build_object('certificateCode', i.code, 'achievement', i.achievement, 'roundName', i.round_name),
              CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
              CASE c.channel WHEN 'site' THEN now() END
         FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[]) AS i(code, participant_id, achievement, round_name)
         JOIN participants p ON p.id = i.participant_id AND p.blocked_at IS NULL
         LEFT JOIN notification_preferences pref ON pref.participant_id = p.id
        CROSS JOIN unnest($5::text[]) AS c(channel)
        WHERE ${ANNOUNCEMENT_REACH}
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        certificates.map((item) => item.code),
        certificates.map((item) => item.participantId),
        certificates.map((item) => item.achievement),
        certificates.map((item) => item.roundName),
        channels,
      ],
    );
  }

  /**
   * Each creator of round $1 whose outcome differs from what `round_outcome_notices` says they were told hears it
   * (with the promoted film or their first film in the round), and the notice records it. One statement for the
   * whole round; `channels` maps each of `kinds` to its channels. The rounds' ids name them in the reader's
   * language when the message goes out (label-words.ts); the English names are what the console shows.
   */
  async roundOutcomes(
    manager: EntityManager,
    roundId: number,
    kinds: RoundOutcomeKinds,
    channels: Record<string, string[]>,
  ): Promise<void> {
    await manager.query(
      `WITH contenders AS (
         SELECT s.id, s.participant_id, s.instagram_url, s.created_at,
                EXISTS (SELECT 1 FROM round_advancements a WHERE a.round_id = $1 + 1 AND a.submission_id = s.id)
                  AS promoted
           FROM submissions s JOIN participants p ON p.id = s.participant_id
          WHERE ${contending('$1', { entry: 's', creator: 'p' })}
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
                (SELECT phase || ' (' || title || ')' FROM rounds WHERE id = $1 + 1) AS next_round_name,
                (SELECT id::text FROM rounds WHERE id = $1) AS round_id,
                (SELECT id::text FROM rounds WHERE id = $1 + 1) AS next_round_id
       )
       INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
       SELECT 'round:' || $1 || ':closed:' || extract(epoch FROM now()) || ':' || m.participant_id || ':' || c.channel,
              m.kind, c.channel, 'transactional', p.id,
              jsonb_build_object('entryUrl', m.instagram_url, 'roundName', n.round_name,
                                 'nextRoundName', n.next_round_name, 'roundId', n.round_id,
                                 'nextRoundId', n.next_round_id),
              CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
              CASE c.channel WHEN 'site' THEN now() END
         FROM messages m
         JOIN participants p ON p.id = m.participant_id
         CROSS JOIN names n
         JOIN LATERAL jsonb_array_elements_text($6::jsonb -> m.kind) AS c(channel) ON true
        WHERE ${REACHABLE}
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [roundId, kinds.promoted, kinds.notPromoted, kinds.promotedAfterAll, kinds.withdrawn, JSON.stringify(channels)],
    );
  }

  /**
   * `deadline_approaching` to every participant who is not blocked and has no entry in the reminder's round,
   * keyed by the round, its deadline, the reminder and the participant.
   */
  async deadlineReminders(reminder: DeadlineReminder, channels: string[]): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
       SELECT 'deadline:' || $1::text || ':' || $2::text || ':' || $3::text || 'h:' || p.id || ':' || c.channel,
              'deadline_approaching', c.channel, 'announcement', p.id, $4::jsonb,
              CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
              CASE c.channel WHEN 'site' THEN now() END
         FROM participants p
         LEFT JOIN notification_preferences pref ON pref.participant_id = p.id
        CROSS JOIN unnest($5::text[]) AS c(channel)
        WHERE p.blocked_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.participant_id = p.id AND s.round_id = $1::int)
          AND ${ANNOUNCEMENT_REACH}
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING 1`,
      [reminder.roundId, reminder.endsAt.getTime(), reminder.due, JSON.stringify(reminder.params), channels],
    );
    return rows.length;
  }

  /** `kind` to each enabled juror with unscored assignments in the reminder's round, with how many are left. */
  async juryDeadlineReminders(reminder: DeadlineReminder, kind: NotificationKind): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, account_id, params)
       SELECT 'jury-deadline:' || $1::text || ':' || $2::text || ':' || $3::text || 'h:' || a.juror_id || ':email',
              $4, 'email', 'transactional', a.juror_id,
              $5::jsonb || jsonb_build_object('unscoredCount', count(*)::text)
         FROM jury_assignments a
         JOIN console_accounts c ON c.id = a.juror_id AND NOT c.disabled
        WHERE a.round_id = $1::int AND NOT EXISTS (SELECT 1 FROM jury_scores s WHERE s.assignment_id = a.id)
        GROUP BY a.juror_id
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING 1`,
      [reminder.roundId, reminder.endsAt.getTime(), reminder.due, kind, JSON.stringify(reminder.params)],
    );
    return rows.length;
  }
}
