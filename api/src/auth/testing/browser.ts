/**
 * A minimal browser for driving redirect flows over plain HTTP: keeps cookies per origin, follows nothing
 * by itself, and maps the site's public origin onto the API under test (as nginx does in production).
 */
export class TestBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();

  /** @param routes public origin -> where it is really served, e.g. http://site.test -> http://127.0.0.1:4321 */
  constructor(private readonly routes: Record<string, string> = {}) {}

  async request(
    url: string | URL,
    init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target.origin);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const real = this.routes[target.origin]
      ? new URL(target.pathname + target.search, this.routes[target.origin])
      : target;
    const response = await fetch(real, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(index + 1).trim());
    }
    return response;
  }

  /** Follows redirects while they stay on the given origins; answers the first response that leaves them or stops. */
  async follow(url: string | URL, within: string[]): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops++) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (!location || response.status < 300 || response.status > 399) return { response, url: current };
      const next = new URL(location, current);
      if (!within.includes(next.origin)) return { response, url: next };
      await response.body?.cancel();
      current = next;
    }
    throw new Error('too many redirects');
  }

  clearCookies(origin: string): void {
    this.cookies.delete(origin);
  }

  private jar(origin: string): Map<string, string> {
    let jar = this.cookies.get(origin);
    if (!jar) this.cookies.set(origin, (jar = new Map()));
    return jar;
  }
}
