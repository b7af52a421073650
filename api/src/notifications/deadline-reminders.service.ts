import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContestService } from '../contest/contest.service';
import { formatIstDateTime, roundName } from '../contest/round-schedule';
import { NOTIFICATION_KINDS } from './notification-kinds';
import { ANNOUNCEMENT_REACH } from './notification-outbox.service';

/** Reminders before the round taking entries closes; the later one wins when both are due (a worker was down). */
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
    if (!round?.endsAt || now >= round.endsAt || (round.startsAt && now < round.startsAt)) return 0;
    const hoursLeft = (round.endsAt.getTime() - now.getTime()) / 3_600_000;
    const due = REMINDER_HOURS.find((hours) => hoursLeft <= hours);
    if (!due) return 0;
    const params = {
      roundName: roundName(round),
      deadline: formatIstDateTime(round.endsAt),
      hoursLeft: String(Math.max(1, Math.round(hoursLeft))),
    };
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
      [
        round.id,
        round.endsAt.getTime(),
        due,
        JSON.stringify(params),
        [...NOTIFICATION_KINDS.deadline_approaching.channels],
      ],
    );
    return rows.length;
  }
}
