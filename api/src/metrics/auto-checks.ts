import type { AutoCheckResult, EntrantProof, OwnershipProof } from './providers/metrics-provider';

export interface CheckRequirements {
  /** e.g. ['#AIFilmContest', '#PMLifeInAI'] (AppConfig.contest.requiredHashtags). */
  hashtags: string[];
  /** e.g. '@narendramodi' (AppConfig.contest.requiredMention). */
  mention: string;
}

/** What the Graph API told us about a post, as far as the checks need it. */
export interface MediaFacts {
  mediaProductType?: string;
  caption?: string | null;
  /** Graph format, e.g. 2025-10-12T10:30:00+0000. */
  timestamp?: string;
  /** The account that posted it, as the Graph API says (collaborative media's `username`, or the account
   * whose own media business discovery listed it). */
  ownerUsername?: string;
}

export interface RoundWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

const HASHTAG = /#([\p{L}\p{M}\p{N}_]+)/gu;
const MENTION = /@([A-Za-z0-9._]+)/g;

/** Graph timestamps end in +0000; anything unreadable is null. */
export function parseGraphTime(value: string | undefined): Date | null {
  if (!value) return null;
  const time = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(time.getTime()) ? null : time;
}

/** Hashtags compare case-insensitively, as Instagram treats them. */
export function missingHashtags(caption: string, required: string[]): string[] {
  const present = new Set([...caption.matchAll(HASHTAG)].map((match) => match[1].toLowerCase()));
  return required.filter((tag) => !present.has(tag.replace(/^#/, '').toLowerCase()));
}

/** Usernames are case-insensitive; a full stop ending a sentence is not part of the handle. */
export function mentions(caption: string, handle: string): boolean {
  const wanted = handle.replace(/^@/, '').toLowerCase();
  return [...caption.matchAll(MENTION)].some((match) => match[1].replace(/\.+$/, '').toLowerCase() === wanted);
}

/**
 * Whether the post's owner is the entrant, judged only on the account the entrant PROVED is theirs (a typed
 * handle proves nothing: anyone can type anyone's). Null when either side is unknown (nothing proven yet, or
 * the Graph API did not name the owner); false when the proven account is another one. Case-insensitive.
 */
export function ownerMatches(ownerUsername: string | undefined, provenUsername: string | null): boolean | null {
  if (!ownerUsername || !provenUsername) return null;
  return ownerUsername.toLowerCase() === provenUsername.toLowerCase();
}

/** Anything but a letter, digit or `-` ends a code: `AFC-7KQ2XM.` and `(afc-7kq2xm)` hold it, `XAFC-7KQ2XM` does not. */
const CODE_TOKEN = /[A-Za-z0-9-]+/g;

/** Whether the caption holds the ownership code as a whole token, in any case. */
export function captionHoldsCode(caption: string | null | undefined, code: string): boolean {
  if (!caption || !code) return false;
  const wanted = code.toUpperCase();
  return [...caption.matchAll(CODE_TOKEN)].some((match) => match[0].toUpperCase() === wanted);
}

/**
 * The account the entrant owns for this post's check, and any proof the post's caption gives. The entrant's
 * proven account stands (a participant proves one account; organisers move it); else their code in the
 * caption of a post whose owner the Graph API named proves that account, unless another participant proved
 * it first (`holders`: proven accounts by username): then it is a conflict for organisers, not applied.
 * `holders` is updated, so a second proof of the same account in one page is a conflict too.
 */
export function proveOwner(
  submissionId: string,
  entrant: EntrantProof,
  facts: Pick<MediaFacts, 'caption' | 'ownerUsername'>,
  holders: Map<string, string>,
): { provenUsername: string | null; proof: OwnershipProof | null } {
  if (entrant.provenUsername) return { provenUsername: entrant.provenUsername, proof: null };
  const owner = facts.ownerUsername?.toLowerCase();
  if (!owner || !captionHoldsCode(facts.caption, entrant.ownershipCode)) return { provenUsername: null, proof: null };
  const holder = holders.get(owner);
  if (holder && holder !== entrant.participantId) {
    return {
      provenUsername: null,
      proof: { kind: 'conflict', participantId: entrant.participantId, username: owner, submissionId },
    };
  }
  holders.set(owner, entrant.participantId);
  return {
    provenUsername: owner,
    proof: { kind: 'proven', participantId: entrant.participantId, username: owner, submissionId },
  };
}

/** The facts the checks look at, as the worker stores them (`submission_auto_checks`). */
export type CheckedFacts = Record<
  'collaborationFound' | 'isReel' | 'hashtagsPresent' | 'mentionPresent' | 'postedInWindow' | 'ownerMatches',
  boolean | null
>;

export const AUTO_CHECK_NAMES = ['collaboration', 'reel', 'hashtags', 'mention', 'postedInWindow', 'owner'] as const;
export type AutoCheckName = (typeof AUTO_CHECK_NAMES)[number];

export interface AutoCheckItem {
  name: AutoCheckName;
  /** What the worker found: null when the Graph API did not say. */
  value: boolean | null;
  /** Whether this check lets the entry pass. */
  passes: boolean;
}

/**
 * Every check an entry must pass, in the order the console lists them. The summary (`passed`) and the console's
 * list are both computed from this one list, so they cannot disagree. The owner check passes only when the
 * entrant proved the post's account is theirs: an unknown owner is no longer waved through (a squatter typing
 * the author's handle looked like the owner).
 */
export function autoCheckItems(facts: CheckedFacts): AutoCheckItem[] {
  const required = (name: AutoCheckName, value: boolean | null) => ({ name, value, passes: value === true });
  return [
    required('collaboration', facts.collaborationFound),
    required('reel', facts.isReel),
    required('hashtags', facts.hashtagsPresent),
    required('mention', facts.mentionPresent),
    required('postedInWindow', facts.postedInWindow),
    required('owner', facts.ownerMatches),
  ];
}

/**
 * The auto-checks of one pending entry whose post was seen: an accepted collaboration (listed by the
 * organiser's collaborative media), a Reel, every required hashtag and the mention in the caption, and
 * posted inside its round's window. A fact the API did not give leaves that check unknown (null), which
 * does not pass, the owner included: only an account the entrant proved (`provenUsername`, see proveOwner)
 * can match the post's owner.
 */
export function evaluateAutoChecks(
  submissionId: string,
  facts: MediaFacts,
  via: 'collaborative_media' | 'business_discovery',
  window: RoundWindow | null,
  requirements: CheckRequirements,
  provenUsername: string | null = null,
): AutoCheckResult {
  const caption = facts.caption ?? null;
  const missing = caption === null ? requirements.hashtags : missingHashtags(caption, requirements.hashtags);
  const postedAt = parseGraphTime(facts.timestamp);
  const isReel = facts.mediaProductType ? facts.mediaProductType === 'REELS' : null;
  const hashtagsPresent = caption === null ? null : missing.length === 0;
  const mentionPresent = caption === null ? null : mentions(caption, requirements.mention);
  const postedInWindow =
    postedAt && window
      ? (!window.startsAt || postedAt >= window.startsAt) && (!window.endsAt || postedAt <= window.endsAt)
      : null;
  const collaborationFound = via === 'collaborative_media';
  const checked = {
    collaborationFound,
    isReel,
    hashtagsPresent,
    mentionPresent,
    postedInWindow,
    ownerMatches: ownerMatches(facts.ownerUsername, provenUsername),
  };
  return {
    submissionId,
    ...checked,
    foundVia: via,
    missingHashtags: missing,
    postedAt,
    passed: autoCheckItems(checked).every((item) => item.passes),
  };
}

export const CLAIM_PROOFS = ['claimant_proven', 'entrant_proven', 'unproven'] as const;
export type ClaimProof = (typeof CLAIM_PROOFS)[number];

/** One side of a claim on a post: the person's code and the account they proved, if any. */
type ClaimSide = Pick<EntrantProof, 'ownershipCode' | 'provenUsername'>;

/**
 * Who the worker's last read of the post proves owns it: the claimant when the caption holds their code or
 * they proved the owner's account, else the entrant likewise, else nobody. The claimant comes first: the
 * caption is the owner's word now, and the entrant's code in it as well would mean the owner is sharing.
 * The owner must be named by the Graph API, as for any proof.
 */
export function claimProof(
  post: { caption: string | null; ownerUsername: string | null },
  claimant: ClaimSide,
  entrant: ClaimSide,
): ClaimProof {
  const owner = post.ownerUsername?.toLowerCase();
  if (!owner) return 'unproven';
  const proves = (side: ClaimSide) =>
    side.provenUsername === owner || (!side.provenUsername && captionHoldsCode(post.caption, side.ownershipCode));
  if (proves(claimant)) return 'claimant_proven';
  if (proves(entrant)) return 'entrant_proven';
  return 'unproven';
}
