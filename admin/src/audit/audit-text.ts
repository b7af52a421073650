import type { components } from '../api/schema';

export type AuditEntry = components['schemas']['AuditEntryDto'];

/** Who acted: their name with their address (the command line has only `cli`). */
export const actorText = (record: AuditEntry) =>
  record.actorName ? `${record.actorName} (${record.actorEmail})` : record.actorEmail;

/** What it was done to, by name; the raw id only when the record is gone or has no name. */
export const targetText = (record: AuditEntry) => record.target ?? record.resourceId ?? '—';
