import type { CallGate } from '../graph/call-gate';

/** Where a sample's figures come from; they are different numbers and are never mixed silently. */
export type SampleSource = 'collaborative_media' | 'business_discovery' | 'simulated';

/** One entry's figures as read in one page. */
export interface Observation {
  submissionId: string;
  views: number | null;
  /** null: hidden by the owner (a missing like count is never zero). */
  likes: number | null;
  comments: number | null;
  source: SampleSource;
  /** The Graph id and the owner's username, stored on the entry once matched. */
  igMediaId?: string;
  igUsername?: string;
}

/** The auto-checks of one pending entry, for the organisers' console. */
export interface AutoCheckResult {
  submissionId: string;
  collaborationFound: boolean;
  foundVia: 'collaborative_media' | 'business_discovery' | null;
  isReel: boolean | null;
  hashtagsPresent: boolean | null;
  missingHashtags: string[];
  mentionPresent: boolean | null;
  postedInWindow: boolean | null;
  postedAt: Date | null;
  passed: boolean;
}

/** A provider's resumable position (stored as JSON in the cycle row). */
export type ProviderCursor = Record<string, unknown>;

export interface ProviderPage {
  observations: Observation[];
  checks: AutoCheckResult[];
  /**
   * Set on the page that finishes the scan of accepted collaborations: every pending entry with no
   * collaborative-media sample in this cycle is then recorded as "not found as a collaboration".
   */
  collaborationsScanned?: boolean;
  /** Where the next page starts; null when the cycle is complete. */
  next: ProviderCursor | null;
  /** Graph API calls made for this page. */
  calls: number;
}

export interface CycleContext {
  cycleId: string;
  /** Aborted when the worker stops or loses the cycle: pending waits end at once. */
  signal: AbortSignal;
  /** Every Graph call goes through it: pacing, and no call while throttled. */
  gate: CallGate;
}

export interface MetricsProvider {
  readonly name: 'instagram' | 'simulated';
  /** Reads the page at `cursor` (null: the first) and says where the next one starts. */
  fetchPage(cursor: ProviderCursor | null, context: CycleContext): Promise<ProviderPage>;
}

/** An entry the worker follows (pending or verified), as the lookups return it. */
export interface TrackedEntry {
  id: string;
  shortcode: string;
  status: 'pending' | 'verified';
  roundId: number;
  createdAt: Date;
}

/** The entries' side of matching, implemented by the metrics repository. */
export interface TrackedEntryLookup {
  byShortcodes(shortcodes: string[]): Promise<TrackedEntry[]>;
  /** The next username (alphabetically after `after`) with followed entries not sampled in this cycle. */
  nextUnsampledOwner(
    cycleId: string,
    after: string | null,
  ): Promise<{ username: string; entries: TrackedEntry[] } | null>;
  /** Followed entries by id order, for providers that page over the entries themselves. */
  after(id: string | null, limit: number): Promise<TrackedEntry[]>;
}
