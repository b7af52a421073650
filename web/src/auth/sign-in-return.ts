import { redeemGoogleSignIn } from '../api/auth-api';
import { tokenStore } from '../api/index';
import { fetchProfile } from '../api/profile-api';
import { t } from '../i18n/i18n';
import { errorMessage } from '../api/api-error';

/**
 * What the API's sign-in callback puts in the address fragment: a one-time `code` (redeemable only in this
 * browser, which holds the cookie set when the sign-in started) or an `error` code. Tokens in the address,
 * and anything in the query string, are never read: a link someone else crafted must not sign this browser
 * in or put their words on the screen.
 */
export interface SignInReturn {
  code: string | null;
  error: string | null;
  scroll: boolean;
}

export function readSignInReturn(location: { hash: string; search: string }): SignInReturn {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return {
    code: fragment.get('code'),
    error: fragment.get('error'),
    // A scrolling hint, not a sign-in result: harmless wherever it comes from.
    scroll: (fragment.get('scroll') ?? query.get('scroll')) === 'true',
  };
}

export function carriesSignInResult(value: SignInReturn): boolean {
  return Boolean(value.code || value.error);
}

const RETURN_PATH_KEY = 'signInReturnPath';

/** Where a sign-in started for a reason (voting for a film) should come back to, instead of the profile step. */
export function rememberSignInReturn(path: string): void {
  window.sessionStorage.setItem(RETURN_PATH_KEY, path);
}

/** The remembered page, once: only a site path, so a stored value can never send the browser elsewhere. */
export function takeSignInReturn(): string | null {
  const path = window.sessionStorage.getItem(RETURN_PATH_KEY);
  window.sessionStorage.removeItem(RETURN_PATH_KEY);
  return path && /^\/(?!\/)/.test(path) ? path : null;
}

export const EMAIL_ALREADY_EXISTS = 'email_already_exists';

/** The only texts a failed return shows, keyed by the callback's error codes (the README lists them). */
const RETURN_ERRORS = [
  'access_denied',
  'invalid_state',
  'invalid_request',
  'google_auth_failed',
  EMAIL_ALREADY_EXISTS,
  'account_blocked',
  'sign_in_method_unavailable',
  'server_error',
] as const;

function signInErrorMessage(code: string): string {
  const known = RETURN_ERRORS.find((candidate) => candidate === code);
  return t(known ? `signIn.return.${known}` : 'signIn.return.unknown');
}

export type SignInOutcome =
  | { kind: 'signed-in'; profileComplete: boolean }
  /** The provider's e-mail belongs to another account and that account could not be confirmed here. */
  | { kind: 'existing-account-unconfirmed'; message: string }
  | { kind: 'failed'; message: string };

// The code in the address is spent by its first exchange: a repeated effect (React's development
// double run, a re-render) must reuse that exchange rather than start a second one.
const exchanges = new Map<string, Promise<SignInOutcome>>();

/**
 * Completes a sign-in from the provider's return (docs/product.md §4): redeems the code and stores the pair.
 * When the e-mail already exists (the API's callback reporting it) it asks the API which account the tokens
 * this browser already holds open, if any.
 */
export function completeSignIn(value: SignInReturn): Promise<SignInOutcome> {
  const key = value.code ?? `error:${value.error}`;
  let outcome = exchanges.get(key);
  if (!outcome) {
    outcome = settle(value);
    exchanges.set(key, outcome);
  }
  return outcome;
}

async function settle(value: SignInReturn): Promise<SignInOutcome> {
  if (value.error === EMAIL_ALREADY_EXISTS) return signInExistingAccount(signInErrorMessage(EMAIL_ALREADY_EXISTS));
  if (value.error) return { kind: 'failed', message: signInErrorMessage(value.error) };
  if (!value.code) return { kind: 'failed', message: t('signIn.noCode') };
  try {
    const answer = await redeemGoogleSignIn(value.code);
    tokenStore.save({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
    return { kind: 'signed-in', profileComplete: answer.user.profileComplete };
  } catch (error) {
    // The API's own messages (an expired code, a blocked account, an outage) are fixed texts, not the address's.
    return {
      kind: 'failed',
      message: errorMessage(error, t('signIn.return.google_auth_failed')),
    };
  }
}

/** Lets GET /me say whose account, if any, the tokens already on this browser open. */
async function signInExistingAccount(message: string): Promise<SignInOutcome> {
  try {
    const profile = await fetchProfile();
    return { kind: 'signed-in', profileComplete: profile.profileComplete };
  } catch {
    return { kind: 'existing-account-unconfirmed', message };
  }
}
