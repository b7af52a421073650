import type { AuthProvider } from 'react-admin';
import { canAccess } from './access';
import { ADMIN_API_URL } from './api';
import { clearSession, readSession, saveSession, type SessionResponse } from './session';

/** react-admin's view of console sign-in: /admin/auth/login, refresh (in api.ts), logout and the role. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch(`${ADMIN_API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: username, password }),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new Error(body?.error?.message ?? 'Sign-in failed');
    saveSession(body as SessionResponse);
  },

  async logout() {
    const session = readSession();
    clearSession();
    if (session) {
      await fetch(`${ADMIN_API_URL}/auth/logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      }).catch(() => undefined);
    }
  },

  async checkAuth() {
    if (!readSession()) throw new Error('Please sign in');
  },

  // httpClient has already tried a refresh: a 401 here means the sign-in is over. A 403 is a page the
  // role may not see, which does not end the session.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw new Error('Your session has ended');
    }
  },

  async getIdentity() {
    const session = readSession();
    if (!session) throw new Error('Not signed in');
    return { id: session.account.id, fullName: session.account.displayName ?? session.account.email };
  },

  async getPermissions() {
    return readSession()?.account.role ?? null;
  },

  async canAccess({ resource, action }) {
    return canAccess(readSession()?.account.role, resource, action);
  },
};
