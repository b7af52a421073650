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
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d[\d.]*$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
