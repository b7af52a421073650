import { apiClient } from './index';

export type RoundStatus = 'upcoming' | 'open' | 'closed';

export interface RoundView {
  id: number;
  slug: string;
  phase: string;
  title: string;
  description: string;
  participants: string;
  advanceCount: number | null;
  evaluationMethod: string;
  videoRule: string | null;
  startsAt: string | null;
  endsAt: string | null;
  /** When the organisers closed it, possibly before endsAt. */
  closedAt: string | null;
  period: string;
  status: RoundStatus;
  acceptsSubmissions: boolean;
}

export interface RuleSection {
  id: string;
  title: string;
  items: string[];
  termsReading: string | null;
}

export interface JudgingCriterion {
  criterion: string;
  label: string;
  weight: number;
}

export interface RulesContent {
  rules: RuleSection[];
  judging: { weights: JudgingCriterion[] };
  /** "How the ranking works" in plain words; optional so an older API still renders the page. */
  ranking?: { howItWorks: string };
  categories: { value: string; label: string }[];
  submission: {
    open: boolean;
    requiredHashtags: string[];
    requiredMention: string;
    maxEntriesPerParticipant: number;
    steps: string[];
  };
  rounds: RoundView[];
  openRound: RoundView | null;
}

export function fetchRules(signal?: AbortSignal): Promise<RulesContent> {
  return apiClient.request<RulesContent>('/content/rules', { signal });
}
