import type { Round } from './round.entity';

export type RoundStatus = 'upcoming' | 'open' | 'closed';

/**
 * Where a round stands at `now`: the one definition the public timeline, the countdown, the submission
 * window and the console share. Closed once an organiser has closed it, or once endsAt has passed; else open
 * from startsAt (inclusive) to endsAt (inclusive, rounds end at hh:59:59); without an end it stays open once
 * started; without a start it has not begun.
 */
export function roundStatus(round: Pick<Round, 'startsAt' | 'endsAt' | 'closedAt'>, now: Date): RoundStatus {
  if (round.closedAt) return 'closed';
  if (round.endsAt && now.getTime() > round.endsAt.getTime()) return 'closed';
  if (round.startsAt && now.getTime() >= round.startsAt.getTime()) return 'open';
  return 'upcoming';
}

/**
 * The round in progress at `now` by its dates; where windows overlap, the one taking entries (the one the site
 * leads with).
 */
export function pickOpenRound<R extends Pick<Round, 'startsAt' | 'endsAt' | 'closedAt' | 'acceptsSubmissions'>>(
  rounds: R[],
  now: Date,
): R | null {
  const open = rounds.filter((round) => roundStatus(round, now) === 'open');
  return open.find((round) => round.acceptsSubmissions) ?? open[0] ?? null;
}

/** When the round stopped (or stops) taking part: the organiser's closing, else its end date. */
export function roundClosesAt(round: Pick<Round, 'endsAt' | 'closedAt'>): Date | null {
  return round.closedAt ?? round.endsAt;
}

// The contest runs on India Standard Time; messages name dates the way participants read them.
const IST = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function istParts(date: Date): Record<string, string> {
  return Object.fromEntries(IST.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "26 October 2025" (India Standard Time). */
export function formatIstDate(date: Date): string {
  const p = istParts(date);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "26 October 2025 at 23:59:59 IST". */
export function formatIstDateTime(date: Date): string {
  const p = istParts(date);
  return `${p.day} ${p.month} ${p.year} at ${p.hour}:${p.minute}:${p.second} IST`;
}

/** The round's period as the timeline shows it. */
export function roundPeriod(round: Pick<Round, 'startsAt' | 'endsAt'>): string {
  if (round.startsAt && round.endsAt) return `${formatIstDate(round.startsAt)} to ${formatIstDate(round.endsAt)}`;
  if (round.endsAt) return `Until ${formatIstDate(round.endsAt)}`;
  if (round.startsAt) return `From ${formatIstDate(round.startsAt)}`;
  return 'Date to be decided';
}

/** "Round 1 (Open Submissions)". */
export function roundName(round: Pick<Round, 'phase' | 'title'>): string {
  return `${round.phase} (${round.title})`;
}
