import { ApiError } from '../api/api-error';
import { exchangeGoogleTokens } from '../api/auth-api';
import { tokenStore } from '../api/index';
import type { TokenPair } from '../api/token-store';
import { fetchProfile } from '../api/profile-api';

/** What the account provider's return carries in the address fragment or query (spec section 2). */
export interface SignInReturn {
  accessToken: string | null;
  refreshToken: string | null;
  error: string | null;
  errorDescription: string | null;
  scroll: boolean;
}

export function readSignInReturn(location: { hash: string; search: string }): SignInReturn {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const read = (name: string) => fragment.get(name) ?? query.get(name);
  return {
    accessToken: read('access_token'),
    refreshToken: read('refresh_token'),
    error: read('error'),
    errorDescription: read('error_description'),
    scroll: read('scroll') === 'true',
  };
}

export function carriesSignInResult(value: SignInReturn): boolean {
  return Boolean(value.accessToken || value.refreshToken || value.error);
}

export type SignInOutcome =
  | { kind: 'signed-in'; profileComplete: boolean }
  /** The provider's e-mail belongs to another account and that account could not be confirmed here. */
  | { kind: 'existing-account-unconfirmed'; message: string }
  | { kind: 'failed'; message: string };

export const EMAIL_ALREADY_EXISTS = 'email_already_exists';

// The refresh token in the address is spent by its first exchange: a repeated effect (React's development
// double run, a re-render) must reuse that exchange rather than start a second one.
const exchanges = new Map<string, Promise<SignInOutcome>>();

/**
 * Completes a sign-in from the provider's return (spec section 4): exchanges the tokens and stores the new
 * pair. When the e-mail already exists (a 409 from the exchange, or the API's callback reporting it in the
 * fragment) it keeps whatever tokens it has and asks the API which account they open.
 */
export function completeSignIn(value: SignInReturn): Promise<SignInOutcome> {
  const key = value.refreshToken ?? `${value.error}:${value.errorDescription}`;
  let outcome = exchanges.get(key);
  if (!outcome) {
    outcome = settle(value);
    exchanges.set(key, outcome);
  }
  return outcome;
}

async function settle(value: SignInReturn): Promise<SignInOutcome> {
  if (value.error === EMAIL_ALREADY_EXISTS) {
    return signInExistingAccount(null, value.errorDescription || 'email already exists');
  }
  if (value.error) {
    const description = value.errorDescription ? ` - ${value.errorDescription}` : '';
    return { kind: 'failed', message: `OAuth error: ${value.error}${description}` };
  }
  if (!value.accessToken || !value.refreshToken) {
    return { kind: 'failed', message: 'No access token or refresh token received from OAuth provider' };
  }
  const returned = { accessToken: value.accessToken, refreshToken: value.refreshToken };
  try {
    const answer = await exchangeGoogleTokens(returned);
    tokenStore.save({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
    return { kind: 'signed-in', profileComplete: answer.user.profileComplete };
  } catch (error) {
    if (error instanceof ApiError && error.code === EMAIL_ALREADY_EXISTS) {
      return signInExistingAccount(returned, error.message);
    }
    return {
      kind: 'failed',
      message: error instanceof Error && error.message ? error.message : 'Google authentication failed',
    };
  }
}

/** Keeps the returned tokens (if any) and lets GET /me say whose account is signed in on this browser. */
async function signInExistingAccount(returned: TokenPair | null, message: string): Promise<SignInOutcome> {
  try {
    if (returned) tokenStore.save(returned);
    const profile = await fetchProfile();
    return { kind: 'signed-in', profileComplete: profile.profileComplete };
  } catch {
    return { kind: 'existing-account-unconfirmed', message };
  }
}
