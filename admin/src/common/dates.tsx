import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';

/** The contest runs on India Standard Time: every time in the console is shown in it, and says so. */
const DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `22 Nov 2026, 8:25 pm IST` (or `22 Nov 2026` without the time); `fallback` when there is no date. */
export function formatIst(value: string | Date | null | undefined, { time = true, fallback = '—' } = {}): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return time ? `${DATE_TIME.format(date)} IST` : DATE.format(date);
}

const TIME = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
const TIME_WITH_SECONDS = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** `40 s`, `15 min`, `2 h 5 min`, `3 d 4 h`. */
function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

/**
 * From one time to another, e.g. `22 Nov 2026, 8:25 pm → 8:40 pm IST (15 min)`: the date once when both fall on
 * the same day, and seconds when both fall in the same minute, so the two ends never read alike.
 */
export function formatIstInterval(from: string | Date | null, to: string | Date): string {
  const end = new Date(to);
  if (from === null) return `up to ${formatIst(end)}`;
  const start = new Date(from);
  const time = Math.floor(start.getTime() / 60_000) === Math.floor(end.getTime() / 60_000) ? TIME_WITH_SECONDS : TIME;
  const endText =
    DATE.format(start) === DATE.format(end) ? time.format(end) : `${DATE.format(end)}, ${time.format(end)}`;
  return `${DATE.format(start)}, ${time.format(start)} → ${endText} IST (${duration(end.getTime() - start.getTime())})`;
}

/** A date column or field in the console's one format (see formatIst). */
export function IstDateField({
  source,
  showTime = true,
  emptyText = '—',
}: {
  source: string;
  label?: string;
  showTime?: boolean;
  emptyText?: string;
  sortable?: boolean;
}) {
  const value = useFieldValue({ source });
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatIst(value, { time: showTime, fallback: emptyText })}
    </Typography>
  );
}
