import type { LeaderboardItem } from '../../api/leaderboard-api';
import { CREATOR_CATEGORIES } from '../../api/profile-api';
import { THEMES, type Theme } from '../../api/themes';
import { instagramShortcode, normalizeInstagramUrl } from '../../lib/instagram';
import { t } from '../../i18n/i18n';

/** A leaderboard card's content, derived from the API's item (docs/product.md §3, "Display entry"). */
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

/** The card's creator-type badge: nano, micro, macro, mega (the profile's words, not the stored "influencer"). */
export function creatorTypeBadge(value: string | null | undefined): string | null {
  const badge = CREATOR_CATEGORIES.find((category) => category.value === value)?.badge;
  return badge ? t(`creators.badges.${badge}`) : null;
}

const themeLabel = (value: string | null | undefined) =>
  THEMES.some((theme) => theme.value === value) ? t(`categories.${value as Theme}`) : null;

/** Built in the visitor's language: build again when it changes. */
export function toDisplayEntry(item: LeaderboardItem): DisplayEntry {
  const author = item.user?.displayName?.trim() || t('board.fallbackAuthor');
  const theme = themeLabel(item.category);
  return {
    id: item.submissionId,
    rank: item.rank,
    title: t('board.entryTitle', { rank: item.rank }),
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
    description: theme ? t('board.description', { theme, author }) : t('board.descriptionNoTheme', { author }),
    isSample: false,
  };
}

/**
 * Shown only when the live board cannot be shown, and labelled as samples everywhere: they illustrate a card,
 * so they carry no link, no numbers and no ranking.
 */
export const sampleEntries = (): DisplayEntry[] =>
  THEMES.map((theme, index) => ({
    id: `sample-${theme.value}`,
    rank: null,
    title: t('board.sample.title', { theme: t(`categories.${theme.value}`) }),
    author: t('board.sample.author'),
    instagramUrl: null,
    instagramId: null,
    views: null,
    likes: null,
    votes: null,
    category: t(`categories.${theme.value}`),
    creatorType: creatorTypeBadge(CREATOR_CATEGORIES[index % CREATOR_CATEGORIES.length].value),
    state: null,
    submittedAt: null,
    description: t('board.sample.description', { theme: t(`categories.${theme.value}`) }),
    isSample: true,
  }));
