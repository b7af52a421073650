import type { ConsoleRole } from '../accounts/console-account.entity';

/** The signed-in console account a request acts for (set by ConsoleAuthGuard). */
export interface ConsoleActor {
  id: string;
  email: string;
  displayName: string | null;
  role: ConsoleRole;
}
