import type { ConsoleAccount } from './session';

/**
 * What each role may open. Admins do everything except score (marks are the jury's); jurors see only
 * their assignments, the entries assigned to them and their own scores (the API enforces the same).
 */
const JURY_ACCESS: Record<string, readonly string[]> = {
  entries: ['list', 'show'],
  'jury-assignments': ['list', 'show'],
  scores: ['list', 'show', 'create', 'edit'],
};

const ADMIN_DENIED: Record<string, readonly string[]> = {
  scores: ['create', 'edit', 'delete'],
  entries: ['create', 'delete'],
  'audit-log': ['create', 'edit', 'delete'],
  'login-attempts': ['create', 'edit', 'delete', 'show'],
  results: ['create', 'edit', 'delete', 'show'],
  participants: ['create', 'delete'],
  // Claims come from participants and the worker; organisers resolve them with the show page's actions.
  'ownership-claims': ['create', 'edit', 'delete'],
  // Grievances come from participants; organisers work them on the show page (status, assignee, notes, answer).
  grievances: ['create', 'edit', 'delete'],
  // Issued by the worker; organisers revoke and reissue them from the show page.
  certificates: ['create', 'edit', 'delete'],
  rounds: ['create', 'delete'],
  content: ['create', 'delete', 'show'],
  // Uploads are made in the content editor; the list is for finding and reusing them.
  media: ['create', 'edit', 'delete', 'show'],
  accounts: ['delete'],
  'jury-conflicts': ['edit', 'show'],
  notifications: ['create', 'edit', 'delete'],
  broadcasts: ['edit', 'delete'],
};

export function canAccess(role: ConsoleAccount['role'] | undefined, resource: string, action: string): boolean {
  if (role === 'admin') return !ADMIN_DENIED[resource]?.includes(action);
  if (role === 'jury') return JURY_ACCESS[resource]?.includes(action) ?? false;
  return false;
}
