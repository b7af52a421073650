import { Logger } from '@nestjs/common';
import pRetry from 'p-retry';
import {
  CheckRequirements,
  evaluateAutoChecks,
  mentions,
  missingHashtags,
  ownerMatches,
  proveOwner,
  RoundWindow,
} from '../auto-checks';
import { GraphApiClient } from '../graph/graph-api.client';
import { GraphApiError } from '../graph/graph-errors';
import {
  AccountReadability,
  AutoCheckResult,
  CycleContext,
  MetricsProvider,
  Observation,
  OwnershipProof,
  ProviderCursor,
  ProviderPage,
  TrackedEntry,
  TrackedEntryLookup,
} from './metrics-provider';

/** The fields docs/instagram-graph.md lists for collaborative media. */
export const COLLABORATIVE_MEDIA_FIELDS = [
  'id',
  'permalink',
  'username',
  'timestamp',
  'media_type',
  'media_product_type',
  'caption',
  'like_count',
  'comments_count',
  'total_like_count',
  'total_comments_count',
  'total_views_count',
].join(',');

const DISCOVERY_FIELDS = 'id,permalink,timestamp,media_product_type,caption,like_count,comments_count,view_count';
const DISCOVERY_PAGE_SIZE = 50;
/** How deep into an entrant's own media business discovery looks for their entries (pages of 50). */
const DISCOVERY_MAX_PAGES = 4;
/** Smallest page asked for after "Please reduce the amount of data". */
const MIN_PAGE_SIZE = 5;
/** Graph calls that failed for a passing reason are tried again up to three times, waiting twice as long each time. */
const RETRIES = 3;
const BACKOFF = { retries: RETRIES, factor: 2, minTimeout: 500, randomize: false } as const;
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const PERMALINK_SHORTCODE = /\/(?:p|reel|reels|tv)\/([A-Za-z0-9_-]+)/;

export interface CollaborativeMediaItem {
  id: string;
  permalink?: string;
  username?: string;
  timestamp?: string;
  media_type?: string;
  media_product_type?: string;
  caption?: string;
  like_count?: number;
  comments_count?: number;
  total_like_count?: number;
  total_comments_count?: number;
  total_views_count?: number;
}

interface DiscoveryMediaItem {
  id: string;
  permalink?: string;
  timestamp?: string;
  media_product_type?: string;
  caption?: string;
  like_count?: number;
  comments_count?: number;
  view_count?: number;
}

interface Paged<T> {
  data?: T[];
  paging?: { cursors?: { before?: string; after?: string }; next?: string };
}

type InstagramCursor =
  | { phase: 'collaborations'; after: string | null; limit: number }
  | { phase: 'discovery'; afterUsername: string | null }
  | { phase: 'invitations'; after: string | null; listedFrom: string }
  | { phase: 'accept' };

interface InvitationItem {
  media_id?: string;
  media_owner_username?: string;
  caption?: string;
  media_url?: string;
}

/** Meta allows 50 invitation accepts a day. */
export const ACCEPTS_PER_DAY = 50;
const INVITATIONS_PAGE_SIZE = 50;

/** A call budget shared by every worker: business discovery (200 an hour), invitations (300 / 50 a day). */
export interface CallBudget {
  take(): Promise<boolean>;
}

export interface InstagramProviderOptions {
  client: GraphApiClient;
  userId: string;
  pageSize: number;
  lookup: TrackedEntryLookup;
  rounds: () => Promise<Map<number, RoundWindow>>;
  requirements: CheckRequirements;
  discoveryBudget: CallBudget;
  /** Listing pending Collab invitations: 300 calls a day. */
  invitationsBudget: CallBudget;
  /** Accepting them: 50 a day. */
  acceptBudget: CallBudget;
  /** The organiser's setting (IG_AUTO_ACCEPT_COLLABS). */
  autoAccept: boolean;
}

export function shortcodeFromPermalink(permalink: string | undefined): string | null {
  return PERMALINK_SHORTCODE.exec(permalink ?? '')?.[1] ?? null;
}

const count = (value: number | undefined): number | null => (typeof value === 'number' ? value : null);

/**
 * Figures from the Graph API. A cycle first pages through the organiser's collaborative media (the
 * Collabs the organiser accepted), matching each post to an entry by the shortcode in its permalink; then,
 * for followed entries still without a sample, asks business discovery about their owner's recent media
 * (only when the owner's username is known: personal accounts cannot be read at all).
 */
export class InstagramProvider implements MetricsProvider {
  readonly name = 'instagram' as const;
  private readonly logger = new Logger('InstagramProvider');

  constructor(private readonly options: InstagramProviderOptions) {}

  fetchPage(cursor: ProviderCursor | null, context: CycleContext): Promise<ProviderPage> {
    const position = (cursor as InstagramCursor | null) ?? {
      phase: 'collaborations',
      after: null,
      limit: this.options.pageSize,
    };
    switch (position.phase) {
      case 'collaborations':
        return this.collaborationsPage(position, context);
      case 'discovery':
        return this.discoveryPage(position, context);
      case 'invitations':
        return this.invitationsPage(position, context);
      case 'accept':
        return this.acceptPage(context);
    }
  }

  /** One page of the organiser's pending Collab invitations, within 300 listing calls a day. */
  private async invitationsPage(
    cursor: Extract<InstagramCursor, { phase: 'invitations' }>,
    context: CycleContext,
  ): Promise<ProviderPage> {
    const afterListing: ProviderCursor | null = this.options.autoAccept ? { phase: 'accept' } : null;
    if (!(await this.options.invitationsBudget.take())) {
      this.logger.warn('collaboration_invites: daily listing budget spent; listed again tomorrow');
      return { observations: [], checks: [], next: afterListing, calls: 0 };
    }
    const callsBefore = this.options.client.calls;
    const page = await this.call<Paged<InvitationItem>>(
      `${this.options.userId}/collaboration_invites`,
      {
        fields: 'media_id,media_owner_username,caption,media_url',
        limit: INVITATIONS_PAGE_SIZE,
        ...(cursor.after ? { after: cursor.after } : {}),
      },
      context,
    );
    const items = (page.data ?? [])
      .filter((item) => item.media_id)
      .map((item) => ({
        mediaId: item.media_id!,
        ownerUsername:
          item.media_owner_username && USERNAME.test(item.media_owner_username) ? item.media_owner_username : null,
        caption: item.caption ?? null,
      }));
    const after = page.paging?.cursors?.after;
    const more = Boolean(page.paging?.next && after);
    return {
      observations: [],
      checks: [],
      invitations: { listedFrom: new Date(cursor.listedFrom), items, complete: !more },
      next: more ? { ...cursor, after: after! } : afterListing,
      calls: this.options.client.calls - callsBefore,
    };
  }

  /**
   * Accepts the invitations of entries that pass every other check: sent by an account the entrant proved
   * (already, or by their ownership code in this invitation's caption, which proves it now), the caption
   * carrying the hashtags and the mention, nothing known to fail; oldest entries first, never more than 50 a
   * day. A typed handle never gets an invitation accepted: the author's own Collab would go to a squatter.
   */
  private async acceptPage(context: CycleContext): Promise<ProviderPage> {
    const callsBefore = this.options.client.calls;
    const { hashtags, mention } = this.options.requirements;
    // More than a day's accepts: those no code proves are dropped here and must not crowd out the rest.
    const invitations = await this.options.lookup.acceptableInvitations(ACCEPTS_PER_DAY * 4);
    const holders = new Map(
      invitations.flatMap((i) => (i.ownerHolder ? [[i.ownerUsername.toLowerCase(), i.ownerHolder] as const] : [])),
    );
    const proofs: OwnershipProof[] = [];
    const candidates = invitations.filter((invitation) => {
      const { provenUsername, proof } = proveOwner(invitation.submissionId, invitation.entrant, invitation, holders);
      if (proof) proofs.push(proof);
      return (
        ownerMatches(invitation.ownerUsername, provenUsername) === true &&
        invitation.caption !== null &&
        missingHashtags(invitation.caption, hashtags).length === 0 &&
        mentions(invitation.caption, mention)
      );
    });
    const accepted: string[] = [];
    for (const invitation of candidates) {
      if (!(await this.options.acceptBudget.take())) {
        this.logger.warn('collaboration_invites: 50 accepts today; the others wait for tomorrow');
        break;
      }
      try {
        await this.call(
          `${this.options.userId}/collaboration_invites`,
          { media_id: invitation.mediaId, accept: 'true' },
          context,
          'post',
        );
        accepted.push(invitation.mediaId);
      } catch (error) {
        if (!(error instanceof GraphApiError) || error.kind === 'token' || error.kind === 'permission') throw error;
        this.logger.warn(`accepting the Collab on ${invitation.mediaId} failed: ${error.message}`);
      }
    }
    return {
      observations: [],
      checks: [],
      acceptedInvitations: accepted,
      proofs,
      next: null,
      calls: this.options.client.calls - callsBefore,
    };
  }

  private async collaborationsPage(
    cursor: Extract<InstagramCursor, { phase: 'collaborations' }>,
    context: CycleContext,
  ): Promise<ProviderPage> {
    const callsBefore = this.options.client.calls;
    let limit = cursor.limit;
    const page = await pRetry(
      () =>
        this.call<Paged<CollaborativeMediaItem>>(
          `${this.options.userId}/collaborative_media`,
          { fields: COLLABORATIVE_MEDIA_FIELDS, limit, ...(cursor.after ? { after: cursor.after } : {}) },
          context,
        ),
      {
        ...BACKOFF,
        signal: context.signal,
        shouldRetry: ({ error }) => {
          if (!(error instanceof GraphApiError) || (error.kind !== 'transient' && error.kind !== 'other')) return false;
          // Deep paging answers code 1 "Please reduce the amount of data": ask for less, from the same cursor.
          if (error.kind === 'transient') limit = Math.max(MIN_PAGE_SIZE, Math.floor(limit / 2));
          this.logger.warn(`collaborative_media: ${error.message}; retrying with limit ${limit}`);
          return true;
        },
      },
    );

    const items = page.data ?? [];
    const byShortcode = new Map<string, CollaborativeMediaItem>();
    for (const item of items) {
      const shortcode = shortcodeFromPermalink(item.permalink);
      if (shortcode) byShortcode.set(shortcode, item);
    }
    const entries = byShortcode.size ? await this.options.lookup.byShortcodes([...byShortcode.keys()]) : [];
    const matched = entries.map((entry) => [entry, byShortcode.get(entry.shortcode)!] as const);
    const observations: Observation[] = matched.map(([entry, item]) => ({
      submissionId: entry.id,
      views: count(item.total_views_count),
      likes: count(item.total_like_count) ?? count(item.like_count),
      comments: count(item.total_comments_count) ?? count(item.comments_count),
      source: 'collaborative_media',
      igMediaId: item.id,
      igUsername: item.username && USERNAME.test(item.username) ? item.username : undefined,
      caption: item.caption ?? null,
    }));
    const { checks, proofs } = await this.autoChecks(matched, 'collaborative_media', (item) =>
      'username' in item && item.username && USERNAME.test(item.username) ? item.username : undefined,
    );

    // Only a missing `next` ends the list: an empty page may still carry one.
    const after = page.paging?.cursors?.after;
    const more = Boolean(page.paging?.next && after);
    return {
      observations,
      checks,
      proofs,
      collaborationsScanned: !more,
      next: more ? { phase: 'collaborations', after: after!, limit } : { phase: 'discovery', afterUsername: null },
      calls: this.options.client.calls - callsBefore,
    };
  }

  /** One page = one entrant: their unsampled entries looked up among their own recent media. */
  private async discoveryPage(
    cursor: Extract<InstagramCursor, { phase: 'discovery' }>,
    context: CycleContext,
  ): Promise<ProviderPage> {
    const callsBefore = this.options.client.calls;
    const owner = await this.options.lookup.nextUnsampledOwner(context.cycleId, cursor.afterUsername);
    const invitations: ProviderCursor = { phase: 'invitations', after: null, listedFrom: new Date().toISOString() };
    const done: ProviderPage = { observations: [], checks: [], next: invitations, calls: 0 };
    if (!owner) return done;
    const next = { phase: 'discovery', afterUsername: owner.username };
    if (!USERNAME.test(owner.username)) return { ...done, next };

    const wanted = new Map(owner.entries.map((entry) => [entry.shortcode, entry]));
    const found = new Map<TrackedEntry, DiscoveryMediaItem>();
    let fields = DISCOVERY_FIELDS;
    let after: string | undefined;
    /** The next page within the hourly budget (null once it is spent). */
    const nextPage = async (): Promise<Paged<DiscoveryMediaItem> | null> => {
      for (;;) {
        if (!(await this.options.discoveryBudget.take())) return null;
        try {
          const body = await this.call<{ business_discovery?: { media?: Paged<DiscoveryMediaItem> } }>(
            this.options.userId,
            {
              fields: `business_discovery.username(${owner.username}){media.limit(${DISCOVERY_PAGE_SIZE})${
                after ? `.after(${after})` : ''
              }{${fields}}}`,
            },
            context,
          );
          return body.business_discovery?.media ?? {};
        } catch (error) {
          const noViews = error instanceof GraphApiError && error.kind === 'metric-unsupported';
          if (!noViews || !fields.includes('view_count')) throw error;
          // Views are not available for this account's media: keep likes and comments (another request, not a retry).
          fields = fields.replace(',view_count', '');
        }
      }
    };
    let readability: AccountReadability | null = null;
    // An entrant's pages share the three retries; the waits go on doubling from 1 s (1, 2, 4 s).
    let retried = 0;
    for (let pageNumber = 0; pageNumber < DISCOVERY_MAX_PAGES && wanted.size > 0; pageNumber++) {
      let media: Paged<DiscoveryMediaItem> | null;
      try {
        media = await pRetry(nextPage, {
          ...BACKOFF,
          retries: RETRIES - retried,
          minTimeout: 2 * BACKOFF.minTimeout * 2 ** retried,
          signal: context.signal,
          shouldRetry: ({ error }) => {
            const transient = error instanceof GraphApiError && error.kind === 'transient';
            if (transient) retried += 1;
            return transient;
          },
        });
      } catch (error) {
        if (!(error instanceof GraphApiError)) throw error;
        if (error.kind === 'token' || error.kind === 'permission') throw error;
        // Not a professional account (or no such account): not readable until the Collab is accepted.
        if (error.kind === 'other' && error.code !== null) {
          readability = { username: owner.username, readable: false, reason: error.message };
        }
        // That, media predating the business conversion, and the like: skip them.
        this.logger.log(`business discovery skipped ${owner.username}: ${error.message}`);
        break;
      }
      if (!media) {
        this.logger.warn('business discovery: hourly budget spent; the remaining entrants wait for the next cycle');
        return { ...done, calls: this.options.client.calls - callsBefore };
      }
      readability = { username: owner.username, readable: true, reason: null };
      for (const item of media.data ?? []) {
        const entry = wanted.get(shortcodeFromPermalink(item.permalink) ?? '');
        if (!entry) continue;
        found.set(entry, item);
        wanted.delete(entry.shortcode);
      }
      after = media.paging?.cursors?.after;
      if (!after) break;
    }

    const observations: Observation[] = [...found].map(([entry, item]) => ({
      submissionId: entry.id,
      views: count(item.view_count),
      likes: count(item.like_count),
      comments: count(item.comments_count),
      source: 'business_discovery',
      igMediaId: item.id,
      igUsername: owner.username,
      caption: item.caption ?? null,
    }));
    // Listed among the account's own media: that account posted it.
    const { checks, proofs } = await this.autoChecks([...found], 'business_discovery', () => owner.username);
    return {
      observations,
      checks,
      proofs,
      accounts: readability ? [readability] : [],
      next,
      calls: this.options.client.calls - callsBefore,
    };
  }

  /**
   * What the matched posts' captions prove (every followed entry: a verified entrant proves their account
   * too), then the auto-checks of the pending ones, judged on the accounts proven by now; the rounds'
   * windows are read only for them.
   */
  private async autoChecks(
    matched: ReadonlyArray<readonly [TrackedEntry, CollaborativeMediaItem | DiscoveryMediaItem]>,
    source: Parameters<typeof evaluateAutoChecks>[2],
    owner: (item: CollaborativeMediaItem | DiscoveryMediaItem) => string | undefined,
  ): Promise<{ checks: AutoCheckResult[]; proofs: OwnershipProof[] }> {
    if (matched.length === 0) return { checks: [], proofs: [] };
    const owners = [...new Set(matched.flatMap(([, item]) => owner(item)?.toLowerCase() ?? []))];
    const holders = owners.length ? await this.options.lookup.provenHolders(owners) : new Map<string, string>();
    const proofs: OwnershipProof[] = [];
    const proven = matched.map(([entry, item]) => {
      const result = proveOwner(
        entry.id,
        entry.entrant,
        { caption: item.caption, ownerUsername: owner(item) },
        holders,
      );
      if (result.proof) proofs.push(result.proof);
      return result.provenUsername;
    });
    const pending = matched.flatMap(([entry, item], i) =>
      entry.status === 'pending' ? [{ entry, item, provenUsername: proven[i] }] : [],
    );
    if (pending.length === 0) return { checks: [], proofs };
    const windows = await this.options.rounds();
    const checks = pending.map(({ entry, item, provenUsername }) =>
      evaluateAutoChecks(
        entry.id,
        {
          mediaProductType: item.media_product_type,
          caption: item.caption,
          timestamp: item.timestamp,
          ownerUsername: owner(item),
        },
        source,
        windows.get(entry.roundId) ?? null,
        this.options.requirements,
        provenUsername,
      ),
    );
    return { checks, proofs };
  }

  /** One Graph call through the gate: nothing is sent while throttled, and every answer's usage is read. */
  private async call<T>(
    path: string,
    query: Record<string, string | number>,
    context: CycleContext,
    method: 'get' | 'post' = 'get',
  ): Promise<T> {
    await context.gate.beforeCall();
    try {
      const response = await this.options.client[method]<T>(path, query, context.signal);
      context.gate.observe(response.usage);
      context.gate.succeeded();
      return response.body;
    } catch (error) {
      if (error instanceof GraphApiError) {
        context.gate.observe(error.usage);
        if (error.kind === 'throttled') throw context.gate.throttled(error);
      }
      throw error;
    }
  }
}
