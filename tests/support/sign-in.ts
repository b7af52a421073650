import type { Stack } from './stack';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  user: { id: string; name: string; profileComplete: boolean };
}

/** A minimal browser: follows nothing by itself, keeps cookies per host (paths are not told apart). */
export class CookieJar {
  private readonly jar = new Map<string, Map<string, string>>();

  header(url: string): string {
    return [...(this.jar.get(new URL(url).host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  store(url: string, response: Response): void {
    const host = new URL(url).host;
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    this.jar.set(host, cookies);
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, response);
    return response;
  }
}

/** Follows redirects from `url`, returning the first Location that `stop` accepts. */
async function followUntil(jar: CookieJar, url: string, stop: (location: string) => boolean): Promise<string> {
  let current = url;
  for (let hop = 0; hop < 10; hop++) {
    const response = await jar.fetch(current);
    const location = response.headers.get('location');
    if (!location) throw new Error(`${current} answered ${response.status} without a redirect`);
    const next = new URL(location, current).toString();
    if (stop(next)) return next;
    current = next;
  }
  throw new Error(`too many redirects from ${url}`);
}

/** Where the API's callback sent the browser: the site's return address, and the cookies of that browser. */
export interface SignInReturn {
  /** e.g. http://127.0.0.1:41234/auth/google/callback#code=… */
  url: string;
  jar: CookieJar;
}

/**
 * Goes through "Sign in with Google" the way a browser does, against the stack's development OpenID provider
 * (any login name signs in; see tools/oidc-provider/README.md), up to the site's return address.
 */
export async function returnFromDevProvider(stack: Stack, loginName: string): Promise<SignInReturn> {
  if (!stack.oidcIssuerUrl) throw new Error('this stack has no development OpenID provider');
  const jar = new CookieJar();
  const start = await jar.fetch(`${stack.apiUrl}/auth/google/url`);
  if (!start.ok) throw new Error(`GET /auth/google/url answered ${start.status}: ${await start.text()}`);
  const { url } = (await start.json()) as { url: string };

  // The provider sends the browser to its login form (an interaction), whose form posts back to it.
  const interaction = await followUntil(jar, url, (location) => location.includes('/interaction/'));
  const login = await jar.fetch(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login: loginName, password: 'x' }).toString(),
  });
  const afterLogin = new URL(login.headers.get('location') ?? '', interaction).toString();

  // Through the provider and the API's callback to the site, with a one-time code (or an error) in the fragment.
  return { url: await followUntil(jar, afterLogin, (location) => location.startsWith(`${stack.baseUrl}/auth/`)), jar };
}

/**
 * Signs in with the development provider and redeems the callback's one-time code from the same cookie jar,
 * as the site does. The same login name is the same participant.
 */
export async function signInWithDevProvider(stack: Stack, loginName: string): Promise<SignedIn> {
  const { url, jar } = await returnFromDevProvider(stack, loginName);
  const fragment = new URLSearchParams(new URL(url).hash.slice(1));
  if (fragment.has('error'))
    throw new Error(`sign-in failed: ${fragment.get('error')} ${fragment.get('error_description')}`);

  const exchange = await jar.fetch(`${stack.apiUrl}/auth/google`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: fragment.get('code') }),
  });
  if (!exchange.ok) throw new Error(`POST /auth/google answered ${exchange.status}: ${await exchange.text()}`);
  return (await exchange.json()) as SignedIn;
}
