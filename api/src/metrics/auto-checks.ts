import type { AutoCheckResult } from './providers/metrics-provider';

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
 * Whether the post's owner is the entrant: null when either side is unknown (no handle on the profile, or
 * the Graph API did not name the owner). Usernames are case-insensitive.
 */
export function ownerMatches(ownerUsername: string | undefined, entrantHandle: string | null): boolean | null {
  if (!ownerUsername || !entrantHandle) return null;
  return ownerUsername.toLowerCase() === entrantHandle.toLowerCase();
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
 * list are both computed from this one list, so they cannot disagree. An unknown owner (no handle on the
 * profile) passes: the organiser compares the handles by eye; a post owned by someone else never does.
 */
export function autoCheckItems(facts: CheckedFacts): AutoCheckItem[] {
  const required = (name: AutoCheckName, value: boolean | null) => ({ name, value, passes: value === true });
  return [
    required('collaboration', facts.collaborationFound),
    required('reel', facts.isReel),
    required('hashtags', facts.hashtagsPresent),
    required('mention', facts.mentionPresent),
    required('postedInWindow', facts.postedInWindow),
    { name: 'owner', value: facts.ownerMatches, passes: facts.ownerMatches !== false },
  ];
}

/**
 * The auto-checks of one pending entry whose post was seen: an accepted collaboration (listed by the
 * organiser's collaborative media), a Reel, every required hashtag and the mention in the caption, and
 * posted inside its round's window. A fact the API did not give leaves that check unknown (null), which
 * does not pass. A post owned by someone other than the entrant never passes; an unknown owner (no handle
 * on the profile) does not stop the other checks from passing.
 */
export function evaluateAutoChecks(
  submissionId: string,
  facts: MediaFacts,
  via: 'collaborative_media' | 'business_discovery',
  window: RoundWindow | null,
  requirements: CheckRequirements,
  entrantHandle: string | null = null,
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
    ownerMatches: ownerMatches(facts.ownerUsername, entrantHandle),
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
