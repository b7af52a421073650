import { createContext, useContext } from 'react';

export interface CurrentUser {
  id: string;
  name: string | null;
  profileComplete: boolean;
}

export interface AuthState {
  isAuthenticated: boolean;
  /** True while the profile-complete flag is being confirmed with the server. */
  loading: boolean;
  user: CurrentUser | null;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth needs an AuthProvider');
  return state;
}
