import { CREATOR_CATEGORIES, CreatorCategory } from './participant.entity';

export interface CreatorCategoryOption {
  value: CreatorCategory;
  label: string;
  /** Follower range as the site shows it. */
  followers: string;
  minFollowers: number;
  /** Exclusive upper bound; null for the open-ended top tier. */
  maxFollowers: number | null;
}

// A Record, so the compiler insists on every category the database accepts.
const DETAILS: Record<CreatorCategory, Omit<CreatorCategoryOption, 'value'>> = {
  nano_influencer: { label: 'Nano', followers: '0-10K', minFollowers: 0, maxFollowers: 10_000 },
  micro_influencer: { label: 'Micro', followers: '10K-100K', minFollowers: 10_000, maxFollowers: 100_000 },
  influencer: { label: 'Macro', followers: '100K-1M', minFollowers: 100_000, maxFollowers: 1_000_000 },
  mega_influencer: { label: 'Mega', followers: '1M+', minFollowers: 1_000_000, maxFollowers: null },
};

/** The four creator tiers with the site's labels and follower ranges (docs/product.md §3). */
export const CREATOR_CATEGORY_OPTIONS: readonly CreatorCategoryOption[] = CREATOR_CATEGORIES.map((value) => ({
  value,
  ...DETAILS[value],
}));
