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
