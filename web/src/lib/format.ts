/** Views and likes: K from 1,000 and M from 1,000,000, one decimal (spec section 9); null is hidden. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) {
    const thousands = (value / 1_000).toFixed(1);
    return thousands === '1000.0' ? '1.0M' : `${thousands}K`;
  }
  return String(Math.round(value));
}

export function formatInteger(value: number): string {
  return new Intl.NumberFormat('en-IN').format(value);
}

// Every date on the site is India Standard Time, wherever the visitor's device is.
const IST = 'Asia/Kolkata';
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: IST });
const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: IST });

export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateOnly.format(date);
}

export const twoDigits = (value: number) => String(Math.max(0, value)).padStart(2, '0');
