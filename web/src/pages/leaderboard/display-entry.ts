import type { LeaderboardItem } from '../../api/leaderboard-api';
import { CREATOR_CATEGORIES } from '../../api/profile-api';
import { THEMES, themeLabel } from '../../api/submissions-api';
import { instagramShortcode, normalizeInstagramUrl } from '../../lib/instagram';

/** A leaderboard card's content, derived from the API's item (spec section 3, "Display entry"). */
export interface DisplayEntry {
  id: string;
  rank: number | null;
  title: string;
  author: string;
  instagramUrl: string | null;
  instagramId: string | null;
  views: number | null;
  likes: number | null;
  /** Public votes on the board's snapshot; null for samples. */
  votes: number | null;
  category: string | null;
  creatorType: string | null;
  state: string | null;
  submittedAt: string | null;
  description: string;
  isSample: boolean;
}

const FALLBACK_AUTHOR = 'Contest creator';

/** The card's creator-type badge: nano, micro, macro, mega (the profile's words, not the stored "influencer"). */
export function creatorTypeBadge(value: string | null | undefined): string | null {
  return CREATOR_CATEGORIES.find((category) => category.value === value)?.badge ?? null;
}

export function toDisplayEntry(item: LeaderboardItem): DisplayEntry {
  const author = item.user?.displayName?.trim() || FALLBACK_AUTHOR;
  const theme = themeLabel(item.category);
  return {
    id: item.submissionId,
    rank: item.rank,
    title: `AI Film Entry #${item.rank}`,
    author,
    instagramUrl: normalizeInstagramUrl(item.instagramUrl),
    instagramId: instagramShortcode(item.instagramUrl),
    views: item.metrics?.views ?? null,
    likes: item.metrics?.likes ?? null,
    votes: item.metrics?.votes ?? 0,
    category: theme,
    creatorType: creatorTypeBadge(item.creatorCategory),
    state: item.state,
    submittedAt: item.submittedAt,
    description: `An AI film${theme ? ` in the ${theme} theme` : ''} by ${author}${author.endsWith('.') ? '' : '.'}`,
    isSample: false,
  };
}

/**
 * Shown only when the live board cannot be shown, and labelled as samples everywhere: they illustrate a card,
 * so they carry no link, no numbers and no ranking.
 */
export const SAMPLE_ENTRIES: DisplayEntry[] = THEMES.map((theme, index) => ({
  id: `sample-${theme.value}`,
  rank: null,
  title: `Sample entry: ${theme.label}`,
  author: 'Your name here',
  instagramUrl: null,
  instagramId: null,
  views: null,
  likes: null,
  votes: null,
  category: theme.label,
  creatorType: CREATOR_CATEGORIES[index % CREATOR_CATEGORIES.length].badge,
  state: null,
  submittedAt: null,
  description: `This is a sample card showing how a ${theme.label} entry will appear. It is not a real submission.`,
  isSample: true,
}));
