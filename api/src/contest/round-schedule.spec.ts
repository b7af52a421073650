import { formatIstDateTime, pickOpenRound, roundClosesAt, roundPeriod, roundStatus } from './round-schedule';

const at = (iso: string) => new Date(iso);
const round1 = {
  startsAt: at('2025-09-15T00:00:00+05:30'),
  endsAt: at('2025-10-26T23:59:59+05:30'),
  closedAt: null,
};

describe('round schedule', () => {
  it.each([
    ['2025-09-14T23:59:59+05:30', 'upcoming'],
    ['2025-09-15T00:00:00+05:30', 'open'],
    ['2025-10-26T23:59:59+05:30', 'open'],
    ['2025-10-27T00:00:00+05:30', 'closed'],
  ])('Round 1 at %s is %s (both ends inclusive, India Standard Time)', (now, status) => {
    expect(roundStatus(round1, at(now))).toBe(status);
  });

  it('keep a round without dates upcoming, and a started round without an end open', () => {
    expect(roundStatus({ startsAt: null, endsAt: null, closedAt: null }, at('2030-01-01T00:00:00Z'))).toBe('upcoming');
    expect(
      roundStatus({ startsAt: at('2025-01-01T00:00:00Z'), endsAt: null, closedAt: null }, at('2030-01-01T00:00:00Z')),
    ).toBe('open');
  });

  it('close a round an organiser closed, even before its end date', () => {
    const closedEarly = { ...round1, closedAt: at('2025-10-20T12:00:00+05:30') };
    expect(roundStatus(closedEarly, at('2025-10-20T12:00:01+05:30'))).toBe('closed');
    expect(roundClosesAt(closedEarly)).toEqual(closedEarly.closedAt);
    expect(roundClosesAt(round1)).toEqual(round1.endsAt);
  });

  it('pick the open round taking entries where windows overlap, else the first open one', () => {
    const now = at('2025-10-01T00:00:00+05:30');
    const voting = { ...round1, id: 1, acceptsSubmissions: false };
    const entries = { ...round1, id: 2, acceptsSubmissions: true };
    const later = { ...round1, id: 3, startsAt: at('2025-11-01T00:00:00+05:30'), acceptsSubmissions: true };
    expect(pickOpenRound([voting, entries, later], now)?.id).toBe(2);
    expect(pickOpenRound([voting, later], now)?.id).toBe(1);
    expect(pickOpenRound([later], now)).toBeNull();
  });

  it('name times in IST whatever the server time zone', () => {
    expect(formatIstDateTime(round1.endsAt)).toBe('26 October 2025 at 23:59:59 IST');
    expect(formatIstDateTime(at('2025-11-15T18:29:59Z'))).toBe('15 November 2025 at 23:59:59 IST');
  });

  it('describe periods for the timeline', () => {
    expect(roundPeriod(round1)).toBe('15 September 2025 to 26 October 2025');
    expect(roundPeriod({ startsAt: null, endsAt: round1.endsAt })).toBe('Until 26 October 2025');
    expect(roundPeriod({ startsAt: null, endsAt: null })).toBe('Date to be decided');
  });
});
