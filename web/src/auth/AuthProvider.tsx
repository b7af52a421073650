import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../lib/toast';
import { errorMessage } from '../api/api-error';
import { fetchGoogleSignInUrl, logout } from '../api/auth-api';
import { tokenStore } from '../api/index';
import { fetchProfile } from '../api/profile-api';
import { AUTH_STATE_CHANGED } from '../api/token-store';
import { AuthContext, type AuthState } from './auth-context';
import { PROFILE_QUERY_KEY, USER_QUERY_KEYS } from './query-keys';
import { t } from '../i18n/i18n';

function readTokens() {
  return { isAuthenticated: tokenStore.isAuthenticated(), claims: tokenStore.claims() };
}

/** Redirects the browser to the account provider (docs/product.md §2, "Sign In"). */
export async function startGoogleSignIn(): Promise<void> {
  try {
    window.location.assign(await fetchGoogleSignInUrl());
  } catch (error) {
    toast.error(t('signIn.googleFailed'), {
      description: errorMessage(error, t('signIn.googleStartFailed')),
    });
  }
}

/**
 * Who is signed in, from the stored tokens; re-read whenever `authStateChanged` fires or another tab changes
 * local storage (docs/product.md §4). While the token says the profile is incomplete the profile is fetched, so
 * a profile completed elsewhere shows at once.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [tokens, setTokens] = useState(readTokens);

  useEffect(() => {
    const update = () => setTokens(readTokens());
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key !== null && event.key !== 'accessToken' && event.key !== 'refreshToken') return;
      update();
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    };
    window.addEventListener(AUTH_STATE_CHANGED, update);
    window.addEventListener('storage', fromOtherTab);
    return () => {
      window.removeEventListener(AUTH_STATE_CHANGED, update);
      window.removeEventListener('storage', fromOtherTab);
    };
  }, [queryClient]);

  const { isAuthenticated, claims } = tokens;
  const tokenSaysComplete = claims?.pc === true;
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: isAuthenticated && !tokenSaysComplete,
    staleTime: 30_000,
  });

  const signOut = useCallback(async () => {
    if (tokenStore.isAuthenticated()) {
      try {
        await logout();
      } catch (error) {
        console.warn('Sign-out request failed; the tokens are cleared anyway', error);
      }
    }
    tokenStore.clear();
    for (const queryKey of USER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
    navigate('/');
  }, [navigate, queryClient]);

  const value = useMemo<AuthState>(() => {
    if (!isAuthenticated || !claims) {
      return { isAuthenticated: false, loading: false, user: null, signIn: startGoogleSignIn, signOut };
    }
    const profileComplete = tokenSaysComplete || profile.data?.profileComplete === true;
    return {
      isAuthenticated: true,
      loading: !tokenSaysComplete && profile.isPending,
      user: { id: claims.sub, name: profile.data?.name ?? claims.name ?? null, profileComplete },
      signIn: startGoogleSignIn,
      signOut,
    };
  }, [isAuthenticated, claims, tokenSaysComplete, profile.data, profile.isPending, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
