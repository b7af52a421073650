import { countdownText, daysLeft, daysUntil } from './grievances.service';

const now = new Date('2026-01-10T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('the countdown organisers see on a grievance', () => {
  it('counts any part of a day left as a day, and whole days overdue, at least one', () => {
    expect(daysUntil(at(30 * 24), now)).toBe(30);
    expect(daysUntil(at(3), now)).toBe(1);
    expect(daysUntil(at(0), now)).toBe(-1);
    expect(daysUntil(at(-25), now)).toBe(-1);
    expect(daysUntil(at(-49), now)).toBe(-2);
  });

  it('words it as people read it', () => {
    expect(countdownText(12)).toBe('12 days left');
    expect(countdownText(1)).toBe('1 day left');
    expect(countdownText(-1)).toBe('1 day overdue');
    expect(countdownText(-3)).toBe('3 days overdue');
  });

  it('stops counting once the grievance is answered or closed', () => {
    expect(daysLeft({ status: 'in_progress', dueAt: at(-30) }, now)).toBe(-1);
    expect(daysLeft({ status: 'answered', dueAt: at(-30) }, now)).toBeNull();
    expect(daysLeft({ status: 'closed', dueAt: at(5) }, now)).toBeNull();
  });
});
