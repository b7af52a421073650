import type { components } from '../api/schema';

/** The signed-in console account, as the API's /admin/auth/login and /refresh answer it. */
export type ConsoleAccount = components['schemas']['ConsoleActorDto'];

export interface ConsoleSession {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires (ms since the epoch). */
  expiresAt: number;
  account: ConsoleAccount;
}

export type SessionResponse = components['schemas']['ConsoleSessionDto'];

// Per tab (sessionStorage): closing the console's tab ends the sign-in on this computer, and the public
// site's pages never see a console token lying around in localStorage.
const KEY = 'contest.console.session';

export function readSession(): ConsoleSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ConsoleSession) : null;
  } catch {
    return null;
  }
}

export function saveSession(response: SessionResponse): ConsoleSession {
  const session: ConsoleSession = {
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    expiresAt: Date.now() + response.expiresIn * 1000,
    account: response.account,
  };
  sessionStorage.setItem(KEY, JSON.stringify(session));
  return session;
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
}
