import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContestService } from '../contest/contest.service';
import { formatIstDateTime, roundName } from '../contest/round-schedule';
import { JURY_ROUNDS } from '../contest/round-ranking';
import type { Round } from '../contest/round.entity';
import { NOTIFICATION_KINDS } from './notification-kinds';
import { ANNOUNCEMENT_REACH } from './notification-outbox.service';

/** Reminders before a round closes (to enter, or to score); the later one wins when both are due (a worker was down). */
export const REMINDER_HOURS = [6, 48] as const;

/**
 * Deadline reminders to everyone who still has to enter the open round: 48 and 6 hours before it closes. The
 * scheduled job may run on any worker, any number of times: each reminder's key names the round, its deadline
 * and the participant, so a second run writes nothing, and moving the deadline sends the reminders again.
 */
@Injectable()
export class DeadlineRemindersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contest: ContestService,
  ) {}

  /** Writes the due reminders to the outbox; answers how many messages were written. */
  async run(now = new Date()): Promise<number> {
    const round = (await this.contest.rounds()).find((r) => r.acceptsSubmissions && r.endsAt);
    const reminder = round ? dueReminder(round, now) : null;
    if (!round || !reminder) return 0;
    const { endsAt, due, params } = reminder;
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
      [round.id, endsAt.getTime(), due, JSON.stringify(params), [...NOTIFICATION_KINDS.deadline_approaching.channels]],
    );
    return rows.length;
  }

  /**
   * Jurors with unscored assignments in a jury round, 48 and 6 hours before its end (its scoring deadline):
   * the first says how many films are left, the last that the round is closing with them unfinished. Jurors
   * who scored or abstained on everything hear nothing; keyed like the entrants' reminders.
   */
  async runJury(now = new Date()): Promise<number> {
    let written = 0;
    for (const round of await this.contest.rounds()) {
      if (!JURY_ROUNDS.includes(round.id) || round.closedAt || !round.startsAt) continue;
      const reminder = dueReminder(round, now);
      if (!reminder) continue;
      const { endsAt, due, params } = reminder;
      const kind = due === REMINDER_HOURS[0] ? 'jury_round_closing' : 'jury_deadline_approaching';
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
        [round.id, endsAt.getTime(), due, kind, JSON.stringify(params)],
      );
      written += rows.length;
    }
    return written;
  }
}

/**
 * The reminder due now for a round that has started and not yet ended (entrants' and jurors' alike): which of
 * REMINDER_HOURS it is, and the parameters their templates share; null outside the reminder window.
 */
function dueReminder(round: Round, now: Date) {
  const { endsAt, startsAt } = round;
  if (!endsAt || now >= endsAt || (startsAt && now < startsAt)) return null;
  const hoursLeft = (endsAt.getTime() - now.getTime()) / 3_600_000;
  const due = REMINDER_HOURS.find((hours) => hoursLeft <= hours);
  if (!due) return null;
  const params = {
    roundName: roundName(round),
    deadline: formatIstDateTime(endsAt),
    hoursLeft: String(Math.max(1, Math.round(hoursLeft))),
  };
  return { endsAt, due, params };
}
