import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Instagram Graph API, speaking the shapes of docs/instagram-graph.md over real
 * HTTP: collaborative media with cursor paging and `next`, business discovery with nested cursors,
 * pending Collab invitations listed and accepted (`collaboration_invites`, GET and POST),
 * usage headers on every answer, hidden like counts, and scripted failures (throttling with the usage
 * header, an expired token, transient errors, a request that never answers). Tests and benchmarks use it.
 */

export interface FakeMedia {
  /** Graph id. */
  id: string;
  shortcode: string;
  /** Owner's username. */
  username: string;
  /** ISO time, Graph style (`2025-10-12T10:30:00+0000`). */
  timestamp: string;
  mediaProductType: 'REELS' | 'FEED' | 'STORY';
  mediaType: 'VIDEO' | 'IMAGE' | 'CAROUSEL_ALBUM';
  caption: string | null;
  /** null: the owner hides it, so the field is absent from the answer. */
  likes: number | null;
  comments: number;
  views: number | null;
  /** Listed by the organiser's collaborative_media (an accepted Collab). */
  collaboration: boolean;
  /** The owner invited the organiser and the invitation waits (collaboration_invites lists it). */
  invited?: boolean;
  /**
   * Takes a slot in collaborative_media paging but is filtered out of `data` (as Graph does with media it
   * will not show), which is how a page comes back empty while still carrying `next`.
   */
  hidden?: boolean;
}

export type FakeFault =
  /** 80002 with X-Business-Use-Case-Usage at 100 % and estimated_time_to_regain_access. */
  | { kind: 'throttle'; regainMinutes: number; code?: number; httpStatus?: number }
  /** A Graph error body with this code (190, 1, 10, 100...). */
  | { kind: 'error'; code: number; subcode?: number; message?: string; isTransient?: boolean; httpStatus?: number }
  /** The request is held open without an answer until releaseHungRequests() or close(). */
  | { kind: 'hang' };

export type FakeEndpoint =
  'collaborative_media' | 'business_discovery' | 'collaboration_invites' | 'collaboration_invites_accept';

export interface FakeCall {
  endpoint: FakeEndpoint | 'unknown';
  path: string;
  query: Record<string, string>;
  status: number | null;
  at: Date;
}

export interface FakeGraphOptions {
  userId?: string;
  accessToken?: string;
  version?: string;
}

interface PendingFault {
  fault: FakeFault;
  endpoint: FakeEndpoint | null;
  /** Matching requests still to answer normally before this fault applies. */
  skip: number;
}

const COLLAB_FIELDS =
  'id,permalink,username,timestamp,media_type,media_product_type,caption,like_count,comments_count,total_like_count,total_comments_count,total_views_count';

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
const decodeCursor = (cursor: string | undefined): number | null => {
  if (!cursor) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
};

export class FakeGraphServer {
  readonly userId: string;
  readonly accessToken: string;
  readonly version: string;
  /** Every media the fake knows; collaborative_media lists those with `collaboration` (set when the list is assigned). */
  media: FakeMedia[] = [];
  /** Usernames whose account is a professional one (business discovery answers for them). */
  readonly businessAccounts = new Set<string>();
  /** Percentages sent in X-App-Usage and X-Business-Use-Case-Usage on every successful answer. */
  usage = { callCount: 1, totalCputime: 1, totalTime: 1 };
  readonly calls: FakeCall[] = [];
  /** Largest `limit` honoured; larger asks are cut to it (Graph's own cap). */
  maxLimit = 100;

  private tokenExpired = false;
  private readonly faults: PendingFault[] = [];
  private readonly hung = new Set<ServerResponse>();
  private readonly waiters: Array<{ count: number; resolve: () => void }> = [];
  private server!: Server;
  private port = 0;

  private constructor(options: FakeGraphOptions) {
    this.userId = options.userId ?? '17841400000000000';
    this.accessToken = options.accessToken ?? 'fake-graph-access-token';
    this.version = options.version ?? 'v25.0';
  }

  static async start(options: FakeGraphOptions = {}): Promise<FakeGraphServer> {
    const fake = new FakeGraphServer(options);
    fake.server = createServer((req, res) => fake.handle(req, res));
    fake.server.keepAliveTimeout = 60_000;
    fake.server.listen(0, '127.0.0.1');
    await once(fake.server, 'listening');
    fake.port = (fake.server.address() as AddressInfo).port;
    return fake;
  }

  /** What IG_GRAPH_BASE_URL should be. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/${this.version}`;
  }

  /** Environment for the app under test. */
  env(): Record<string, string> {
    return { IG_GRAPH_BASE_URL: this.baseUrl, IG_USER_ID: this.userId, IG_ACCESS_TOKEN: this.accessToken };
  }

  /**
   * A request to `endpoint` (or any) answers with this fault instead, after `afterCalls` matching requests
   * answered normally; faults queue up in order.
   */
  failNext(fault: FakeFault, endpoint: FakeEndpoint | null = null, afterCalls = 0): void {
    this.faults.push({ fault, endpoint, skip: afterCalls });
  }

  /** From now on every call answers 190 "Session has expired". */
  expireToken(): void {
    this.tokenExpired = true;
  }

  callsTo(endpoint: FakeEndpoint): FakeCall[] {
    return this.calls.filter((call) => call.endpoint === endpoint);
  }

  /** Resolves once `count` requests have arrived (answered or not). */
  waitForCalls(count: number): Promise<void> {
    if (this.calls.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** Drops the connections of requests held by a `hang` fault (the client sees a reset). */
  releaseHungRequests(): void {
    for (const res of this.hung) res.socket?.destroy();
    this.hung.clear();
  }

  async close(): Promise<void> {
    this.releaseHungRequests();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${this.port}`);
    const query = Object.fromEntries(url.searchParams);
    const segments = url.pathname.split('/').filter(Boolean);
    let endpoint: FakeCall['endpoint'] = 'unknown';
    if (segments[0] === this.version && segments[1] === this.userId) {
      if (segments[2] === 'collaborative_media' && segments.length === 3) endpoint = 'collaborative_media';
      if (segments.length === 2 && /business_discovery/.test(query.fields ?? '')) endpoint = 'business_discovery';
      if (segments[2] === 'collaboration_invites' && segments.length === 3) {
        endpoint = req.method === 'POST' ? 'collaboration_invites_accept' : 'collaboration_invites';
      }
    }
    const call: FakeCall = { endpoint, path: url.pathname, query, status: null, at: new Date() };
    this.calls.push(call);
    for (const waiter of this.waiters.filter((w) => this.calls.length >= w.count)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }

    const send = (status: number, body: unknown, headers: Record<string, string> = this.usageHeaders()) => {
      call.status = status;
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const graphError = (status: number, code: number, message: string, extra: Record<string, unknown> = {}) =>
      send(status, { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: 'AfakeTrace' } });

    const token = (req.headers.authorization ?? '').replace(/^(Bearer|OAuth)\s+/i, '') || query.access_token;
    if (this.tokenExpired || token !== this.accessToken) {
      return graphError(400, 190, 'Error validating access token: Session has expired', { error_subcode: 463 });
    }

    const faultIndex = this.faults.findIndex((f) => f.endpoint === null || f.endpoint === endpoint);
    if (faultIndex >= 0 && this.faults[faultIndex].skip > 0) {
      this.faults[faultIndex].skip -= 1;
    } else if (faultIndex >= 0) {
      const [{ fault }] = this.faults.splice(faultIndex, 1);
      if (fault.kind === 'hang') {
        this.hung.add(res);
        return;
      }
      if (fault.kind === 'throttle') {
        const usage = { call_count: 100, total_cputime: 40, total_time: 60 };
        return send(
          fault.httpStatus ?? 400,
          {
            error: {
              message: 'There have been too many calls to this Instagram account. Wait a bit and try again.',
              type: 'OAuthException',
              code: fault.code ?? 80002,
              fbtrace_id: 'AfakeTrace',
            },
          },
          {
            'x-app-usage': JSON.stringify(usage),
            'x-business-use-case-usage': JSON.stringify({
              [this.userId]: [{ type: 'instagram', ...usage, estimated_time_to_regain_access: fault.regainMinutes }],
            }),
          },
        );
      }
      return graphError(
        fault.httpStatus ?? (fault.code === 1 || fault.code === 2 ? 500 : 400),
        fault.code,
        fault.message ?? 'An unknown error occurred',
        {
          ...(fault.subcode ? { error_subcode: fault.subcode } : {}),
          ...(fault.isTransient ? { is_transient: true } : {}),
        },
      );
    }

    if (endpoint === 'collaboration_invites_accept') {
      // POST /{ig-user-id}/collaboration_invites?media_id=…&accept=true|false
      const media = this.media.find((m) => m.id === query.media_id && m.invited);
      if (!media) return graphError(400, 100, 'Invalid parameter: no pending invitation for media_id');
      if (query.accept !== 'true' && query.accept !== 'false') {
        return graphError(400, 100, '(#100) The parameter accept is required');
      }
      media.invited = false;
      if (query.accept === 'true') {
        media.collaboration = true;
        this.listed = null;
      }
      return send(200, { success: true });
    }
    if (req.method !== 'GET') return graphError(400, 100, 'Unsupported request method');
    if (endpoint === 'collaboration_invites') return send(200, this.invitationsPage(url, query));
    if (endpoint === 'collaborative_media') return send(200, this.collaborativePage(url, query));
    if (endpoint === 'business_discovery') {
      const page = this.discoveryPage(query.fields);
      if (page.error) return graphError(400, page.error.code, page.error.message);
      return send(200, page.body);
    }
    return graphError(400, 100, `Unsupported get request: ${url.pathname}`, { error_subcode: 33 });
  }

  private usageHeaders(): Record<string, string> {
    const usage = {
      call_count: this.usage.callCount,
      total_cputime: this.usage.totalCputime,
      total_time: this.usage.totalTime,
    };
    return {
      'x-app-usage': JSON.stringify(usage),
      'x-business-use-case-usage': JSON.stringify({
        [this.userId]: [{ type: 'instagram', ...usage, estimated_time_to_regain_access: 0 }],
      }),
    };
  }

  private collaborativePage(url: URL, query: Record<string, string>) {
    const limit = Math.min(Number(query.limit ?? 25) || 25, this.maxLimit);
    const offset = decodeCursor(query.after) ?? 0;
    const listed = this.collaborations();
    const slots = listed.slice(offset, offset + limit);
    const fields = new Set((query.fields ?? COLLAB_FIELDS).split(','));
    const data = slots.filter((m) => !m.hidden).map((m) => this.collaborativeItem(m, fields));
    const end = offset + slots.length;
    const paging: Record<string, unknown> = {
      cursors: { before: encodeCursor(offset), after: encodeCursor(end) },
    };
    if (end < listed.length) {
      const next = new URL(url);
      next.searchParams.set('after', encodeCursor(end));
      next.searchParams.set('access_token', 'REDACTED');
      paging.next = next.toString();
    }
    return { data, paging };
  }

  /** `{data:[{media_id, media_owner_username, caption, media_url}], paging}`, cursor-paged like the others. */
  private invitationsPage(url: URL, query: Record<string, string>) {
    const limit = Math.min(Number(query.limit ?? 25) || 25, this.maxLimit);
    const offset = decodeCursor(query.after) ?? 0;
    const pending = this.media.filter((m) => m.invited);
    const data = pending.slice(offset, offset + limit).map((m) => ({
      media_id: m.id,
      media_owner_username: m.username,
      ...(m.caption === null ? {} : { caption: m.caption }),
      media_url: `https://scontent.cdninstagram.example/v/${m.id}.mp4`,
    }));
    const end = offset + data.length;
    const paging: Record<string, unknown> = { cursors: { before: encodeCursor(offset), after: encodeCursor(end) } };
    if (end < pending.length) {
      const next = new URL(url);
      next.searchParams.set('after', encodeCursor(end));
      paging.next = next.toString();
    }
    return { data, paging };
  }

  private listed: { from: FakeMedia[]; length: number; items: FakeMedia[] } | null = null;

  /** The collaborations list, recomputed when `media` is replaced or grows (benchmarks page over 100,000). */
  private collaborations(): FakeMedia[] {
    if (!this.listed || this.listed.from !== this.media || this.listed.length !== this.media.length) {
      this.listed = { from: this.media, length: this.media.length, items: this.media.filter((m) => m.collaboration) };
    }
    return this.listed.items;
  }

  private collaborativeItem(m: FakeMedia, fields: Set<string>): Record<string, unknown> {
    const all: Record<string, unknown> = {
      id: m.id,
      permalink: `https://www.instagram.com/${m.mediaProductType === 'REELS' ? 'reel' : 'p'}/${m.shortcode}/`,
      username: m.username,
      timestamp: m.timestamp,
      media_type: m.mediaType,
      media_product_type: m.mediaProductType,
      caption: m.caption ?? undefined,
      like_count: m.likes ?? undefined,
      comments_count: m.comments,
      total_like_count: m.likes ?? undefined,
      total_comments_count: m.comments,
      total_views_count: m.views ?? undefined,
    };
    return Object.fromEntries(Object.entries(all).filter(([key, value]) => fields.has(key) && value !== undefined));
  }

  /** `business_discovery.username(NAME){media.limit(N).after(CURSOR){fields}}`, newest media first. */
  private discoveryPage(fieldsParam: string | undefined): {
    error?: { code: number; message: string };
    body?: unknown;
  } {
    const match =
      /^business_discovery\.username\(([A-Za-z0-9._]+)\)\{media(?:\.limit\((\d+)\))?(?:\.after\(([A-Za-z0-9_=-]+)\))?\{([a-z_,]+)\}\}$/.exec(
        fieldsParam ?? '',
      );
    if (!match) return { error: { code: 100, message: 'Syntax error in the fields parameter' } };
    const [, username, limitText, after, fieldList] = match;
    if (!this.businessAccounts.has(username)) {
      return { error: { code: 110, message: `Invalid user id: ${username} is not a professional account` } };
    }
    const limit = Math.min(Number(limitText ?? 25), this.maxLimit);
    const offset = decodeCursor(after) ?? 0;
    const owned = this.media
      .filter((m) => m.username === username)
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    const fields = new Set(fieldList.split(','));
    const data = owned.slice(offset, offset + limit).map((m) => {
      const all: Record<string, unknown> = {
        id: m.id,
        permalink: `https://www.instagram.com/${m.mediaProductType === 'REELS' ? 'reel' : 'p'}/${m.shortcode}/`,
        timestamp: m.timestamp,
        media_product_type: m.mediaProductType,
        caption: m.caption ?? undefined,
        like_count: m.likes ?? undefined,
        comments_count: m.comments,
        // view_count exists for Reels only.
        view_count: m.mediaProductType === 'REELS' ? (m.views ?? undefined) : undefined,
      };
      return Object.fromEntries(Object.entries(all).filter(([key, value]) => fields.has(key) && value !== undefined));
    });
    const end = offset + data.length;
    const paging = end < owned.length ? { cursors: { before: encodeCursor(offset), after: encodeCursor(end) } } : {};
    return {
      body: { business_discovery: { media: { data, paging }, id: `1784140${username.length}000000` }, id: this.userId },
    };
  }
}

/** A media item with sensible defaults, for building fixtures. */
export function fakeMedia(overrides: Partial<FakeMedia> & Pick<FakeMedia, 'shortcode'>): FakeMedia {
  return {
    id: `179${[...overrides.shortcode].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1e12, 7)}`.padEnd(17, '0'),
    username: 'creator_one',
    timestamp: '2025-10-12T10:30:00+0000',
    mediaProductType: 'REELS',
    mediaType: 'VIDEO',
    caption: null,
    likes: 100,
    comments: 10,
    views: 1000,
    collaboration: true,
    ...overrides,
  };
}
