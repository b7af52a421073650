import type { ContestService } from '../contest/contest.service';
import type { Round } from '../contest/round.entity';
import { DeadlineRemindersService } from './deadline-reminders.service';
import type { DeadlineReminder, NotificationOutboxRepository } from './notification-outbox.repository';

const HOUR = 3_600_000;
const endsAt = new Date('2026-03-10T18:30:00Z');
const round = (changes: Partial<Round>): Round =>
  ({
    id: 1,
    phase: 'Round 1',
    title: 'Open Submissions',
    startsAt: new Date('2026-03-01T00:00:00Z'),
    endsAt,
    closedAt: null,
    acceptsSubmissions: true,
    ...changes,
  }) as Round;

/** The service against an in-memory outbox and contest: which reminders it writes, for which rounds. */
function remindersWith(rounds: Round[]) {
  const written: Array<{ reminder: DeadlineReminder; kind: string }> = [];
  const outbox: Pick<NotificationOutboxRepository, 'deadlineReminders' | 'juryDeadlineReminders'> = {
    deadlineReminders: (reminder) => {
      written.push({ reminder, kind: 'deadline_approaching' });
      return Promise.resolve(1);
    },
    juryDeadlineReminders: (reminder, kind) => {
      written.push({ reminder, kind });
      return Promise.resolve(1);
    },
  };
  const contest: Pick<ContestService, 'rounds'> = { rounds: () => Promise.resolve(rounds) };
  const service = new DeadlineRemindersService(outbox as NotificationOutboxRepository, contest as ContestService);
  return { service, written };
}

describe('deadline reminders', () => {
  it.each([
    [49, null],
    [48, 48],
    [7, 48],
    [6, 6],
    [0.2, 6],
  ])('%s hours before the open round closes, the due reminder is %s', async (hoursLeft, due) => {
    const { service, written } = remindersWith([round({})]);
    await service.run(new Date(endsAt.getTime() - hoursLeft * HOUR));
    expect(written.map(({ reminder }) => reminder.due)).toEqual(due === null ? [] : [due]);
  });

  it('names the round and its deadline, and rounds the hours left to at least one', async () => {
    const { service, written } = remindersWith([round({})]);
    await service.run(new Date(endsAt.getTime() - 0.2 * HOUR));
    expect(written[0].reminder).toEqual({
      roundId: 1,
      endsAt,
      due: 6,
      params: {
        roundId: '1',
        roundName: 'Round 1 (Open Submissions)',
        deadline: '11 March 2026 at 00:00:00 IST',
        hoursLeft: '1',
      },
    });
  });

  it('reminds nobody once the round has ended, before it starts, or when no round takes entries', async () => {
    const after = remindersWith([round({})]);
    await after.service.run(new Date(endsAt.getTime() + 1));
    const early = remindersWith([round({ startsAt: new Date(endsAt.getTime() - 2 * HOUR) })]);
    await early.service.run(new Date(endsAt.getTime() - 3 * HOUR));
    const closed = remindersWith([round({ acceptsSubmissions: false })]);
    await closed.service.run(new Date(endsAt.getTime() - HOUR));
    expect([...after.written, ...early.written, ...closed.written]).toEqual([]);
  });

  it('tells jurors of open jury rounds only: films left at 48 hours, the round closing at 6', async () => {
    const { service, written } = remindersWith([
      round({ id: 1 }),
      round({ id: 3, acceptsSubmissions: false }),
      round({ id: 4, acceptsSubmissions: false, closedAt: new Date('2026-03-09T00:00:00Z') }),
    ]);
    await service.runJury(new Date(endsAt.getTime() - 30 * HOUR));
    await service.runJury(new Date(endsAt.getTime() - 2 * HOUR));
    expect(written.map(({ reminder, kind }) => [reminder.roundId, reminder.due, kind])).toEqual([
      [3, 48, 'jury_deadline_approaching'],
      [3, 6, 'jury_round_closing'],
    ]);
  });
});
