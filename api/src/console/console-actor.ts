/** What a console account may do: admins everything, jurors their own scoring. */
export const CONSOLE_ROLES = ['admin', 'jury'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** The signed-in console account a request acts for (set by ConsoleAuthGuard). */
export interface ConsoleActor {
  id: string;
  email: string;
  displayName: string | null;
  role: ConsoleRole;
}
