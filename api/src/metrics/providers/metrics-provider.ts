import type { CallGate } from '../graph/call-gate';

/** Where a sample's figures come from; they are different numbers and are never mixed silently. */
export const SAMPLE_SOURCES = ['collaborative_media', 'business_discovery', 'simulated'] as const;
export type SampleSource = (typeof SAMPLE_SOURCES)[number];

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
  /** The caption as last read: a claim's proof (the claimant's code in it) is worked out from it. */
  caption?: string | null;
}

/** The entrant's side of the ownership check, as the worker's lookups read it. */
export interface EntrantProof {
  participantId: string;
  ownershipCode: string;
  /** The account the entrant already proved, lower-case; null until proven. */
  provenUsername: string | null;
}

/** What a caption proved: an account for a participant, or a conflict when another participant holds it. */
export interface OwnershipProof {
  kind: 'proven' | 'conflict';
  participantId: string;
  username: string;
  submissionId: string;
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
  /** The post's owner is the account the entrant proved; null when either is unknown. */
  ownerMatches: boolean | null;
  passed: boolean;
}

/** A pending Collab invitation, as `GET /{ig-user-id}/collaboration_invites` lists it. */
export interface CollabInvitation {
  mediaId: string;
  ownerUsername: string | null;
  caption: string | null;
}

/** An invitation matched to a pending entry whose other auto-checks do not fail, oldest entry first. */
export interface AcceptableInvitation {
  mediaId: string;
  caption: string | null;
  submissionId: string;
  ownerUsername: string;
  entrant: EntrantProof;
  /** The participant who proved the sending account, if anyone did. */
  ownerHolder: string | null;
}

/** What business discovery answered about an account: personal accounts cannot be read. */
export interface AccountReadability {
  username: string;
  readable: boolean;
  reason: string | null;
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
  /** A page of the organiser's pending Collab invitations (listing started at `listedFrom`). */
  invitations?: { listedFrom: Date; items: CollabInvitation[]; complete: boolean };
  /** Graph media ids whose invitation was accepted in this page. */
  acceptedInvitations?: string[];
  /** Accounts proven (or claimed by a second participant) by the ownership codes in this page's captions. */
  proofs?: OwnershipProof[];
  /** Accounts business discovery was asked about in this page. */
  accounts?: AccountReadability[];
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
  /** The entrant's ownership code and proven account, for the ownership check (a typed handle proves nothing). */
  entrant: EntrantProof;
}

/** The entries' side of matching, implemented by the metrics repository. */
export interface TrackedEntryLookup {
  byShortcodes(shortcodes: string[]): Promise<TrackedEntry[]>;
  /**
   * The next account (alphabetically after `after`) with followed entries not sampled in this cycle: the
   * owner the Graph API named, else the entrant's handle, else the username typed in the link (a hint of
   * where to look: business discovery listing the post among that account's media is what proves it).
   */
  nextUnsampledOwner(
    cycleId: string,
    after: string | null,
  ): Promise<{ username: string; entries: TrackedEntry[] } | null>;
  /**
   * Listed invitations matched to pending entries, not yet accepted, whose known auto-checks (Reel, window,
   * owner) do not fail; oldest entries first. Whether the sender is the entrant is the provider's to prove.
   */
  acceptableInvitations(limit: number): Promise<AcceptableInvitation[]>;
  /** Who proved each of these accounts (lower-case usernames), for those proven. */
  provenHolders(usernames: string[]): Promise<Map<string, string>>;
  /** Followed entries by id order, for providers that page over the entries themselves. */
  after(id: string | null, limit: number): Promise<TrackedEntry[]>;
}
