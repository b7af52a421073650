/**
 * Access and refresh tokens in local storage, with the expiry rules of docs/product.md §4: a token counts as
 * expired 30 s before its `exp`, needs a refresh within 5 minutes of it, and a JWT without `exp` is expired.
 * Every change fires `authStateChanged` so the UI re-reads the state; other tabs learn it from `storage`.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const AUTH_STATE_CHANGED = 'authStateChanged';
export const STORAGE_EXPIRY_MARGIN_MS = 30_000;
export const REFRESH_BUFFER_MS = 5 * 60_000;

export interface AccessClaims {
  sub: string;
  name: string | null;
  pc: boolean;
  exp?: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, or null when it is not three dot-separated parts with a JSON payload. */
export function decodeJwt(token: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return claims && typeof claims === 'object' ? (claims as AccessClaims) : null;
  } catch {
    return null;
  }
}

function expiresWithin(token: string, marginMs: number, now: number): boolean {
  const exp = decodeJwt(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp * 1000 - marginMs <= now;
}

export class TokenStore {
  constructor(
    private readonly storage: Storage,
    private readonly events: EventTarget,
    private readonly now: () => number = Date.now,
  ) {}

  get accessToken(): string | null {
    return this.storage.getItem(ACCESS_TOKEN_KEY);
  }

  get refreshToken(): string | null {
    return this.storage.getItem(REFRESH_TOKEN_KEY);
  }

  claims(): AccessClaims | null {
    const token = this.accessToken;
    return token ? decodeJwt(token) : null;
  }

  save(tokens: TokenPair): void {
    if (!decodeJwt(tokens.accessToken)) throw new Error('Invalid JWT format');
    try {
      this.storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
      this.storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    } catch {
      throw new Error('Failed to store authentication tokens');
    }
    this.announce();
  }

  clear(): void {
    const hadTokens = this.accessToken !== null || this.refreshToken !== null;
    this.storage.removeItem(ACCESS_TOKEN_KEY);
    this.storage.removeItem(REFRESH_TOKEN_KEY);
    if (hadTokens) this.announce();
  }

  accessTokenExpired(): boolean {
    const token = this.accessToken;
    return !token || expiresWithin(token, STORAGE_EXPIRY_MARGIN_MS, this.now());
  }

  accessTokenNeedsRefresh(): boolean {
    const token = this.accessToken;
    return !token || expiresWithin(token, REFRESH_BUFFER_MS, this.now());
  }

  /**
   * The API's refresh tokens are opaque (not JWTs): only the server knows when they lapse, so one counts as
   * usable until the server rejects it. A JWT-shaped refresh token is judged by its own `exp`.
   */
  refreshTokenExpired(): boolean {
    const token = this.refreshToken;
    if (!token) return true;
    if (token.split('.').length !== 3) return false;
    return expiresWithin(token, STORAGE_EXPIRY_MARGIN_MS, this.now());
  }

  /** Signed in when both tokens exist and not both are expired; two expired tokens are cleared. */
  isAuthenticated(): boolean {
    if (!this.accessToken || !this.refreshToken) return false;
    if (this.accessTokenExpired() && this.refreshTokenExpired()) {
      this.clear();
      return false;
    }
    return true;
  }

  private announce(): void {
    this.events.dispatchEvent(new Event(AUTH_STATE_CHANGED));
  }
}
