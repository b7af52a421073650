/**
 * Byte-order mark: without it Excel reads a UTF-8 file in the machine's legacy code page, and names in
 * Devanagari, Tamil or Bengali come out as mojibake.
 */
export const UTF8_BOM = '\uFEFF';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** `2025-10-26T23:59:59+05:30`: the contest's clock, with its offset so no reader mistakes it for UTC. */
export function istTimestamp(date: Date): string {
  return `${new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/**
 * One CSV line (RFC 4180: quoted when needed, CRLF). A text cell starting with = + - @ or a tab is
 * prefixed with ' so a spreadsheet does not run it as a formula (entries carry participants' text);
 * plain signed numbers such as phone numbers (+919800000001) cannot be formulas and stay as they are.
 */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return istTimestamp(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // Exports hold scalars only; anything else would be written as JSON rather than as "[object Object]".
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d[\d.]*$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
