/** Longest address SMTP allows (RFC 5321 path limit); the column is varchar(254). */
export const EMAIL_MAX_LENGTH = 254;

/** The one form addresses are stored and compared in: trimmed and lower-cased (the unique index is on lower(email)). */
export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}
