import { Injectable } from '@nestjs/common';
import { ContestService } from '../contest/contest.service';
import { formatIstDateTime, roundName } from '../contest/round-schedule';
import { JURY_ROUNDS } from '../contest/round-ranking';
import type { Round } from '../contest/round.entity';
import { NOTIFICATION_KINDS } from './notification-kinds';
import { DeadlineReminder, NotificationOutboxRepository } from './notification-outbox.repository';

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
    private readonly outbox: NotificationOutboxRepository,
    private readonly contest: ContestService,
  ) {}

  /** Writes the due reminders to the outbox; answers how many messages were written. */
  async run(now = new Date()): Promise<number> {
    const round = (await this.contest.rounds()).find((r) => r.acceptsSubmissions && r.endsAt);
    const reminder = round ? dueReminder(round, now) : null;
    if (!reminder) return 0;
    return this.outbox.deadlineReminders(reminder, [...NOTIFICATION_KINDS.deadline_approaching.channels]);
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
      const kind = reminder.due === REMINDER_HOURS[0] ? 'jury_round_closing' : 'jury_deadline_approaching';
      written += await this.outbox.juryDeadlineReminders(reminder, kind);
    }
    return written;
  }
}

/**
 * The reminder due now for a round that has started and not yet ended (entrants' and jurors' alike): which of
 * REMINDER_HOURS it is, and the parameters their templates share; null outside the reminder window.
 */
function dueReminder(round: Round, now: Date): DeadlineReminder | null {
  const { endsAt, startsAt } = round;
  if (!endsAt || now >= endsAt || (startsAt && now < startsAt)) return null;
  const hoursLeft = (endsAt.getTime() - now.getTime()) / 3_600_000;
  const due = REMINDER_HOURS.find((hours) => hoursLeft <= hours);
  if (!due) return null;
  const params = {
    // The id names the round in each entrant's language when their reminder goes out (label-words.ts).
    roundId: String(round.id),
    roundName: roundName(round),
    deadline: formatIstDateTime(endsAt),
    hoursLeft: String(Math.max(1, Math.round(hoursLeft))),
  };
  return { roundId: round.id, endsAt, due, params };
}
