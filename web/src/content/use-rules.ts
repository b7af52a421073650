import { useQuery } from '@tanstack/react-query';
import { fetchRules, type RoundView, type RulesContent } from '../api/content-api';
import { currentLanguage } from '../i18n/i18n';
import type { SiteLanguage } from '../i18n/languages';
import { useTranslation } from '../i18n/react';

/** Rules, FAQ, judging weights and the rounds (GET /content/rules), the rounds in the visitor's language. */
export function useRules() {
  useTranslation(); // re-renders on a language switch
  return useQuery({
    ...rulesQuery(currentLanguage()),
    // The other language's rounds stay on screen while the switch loads.
    placeholderData: (previous) => previous,
  });
}

/** The rules and rounds in `language` (also read before the first render, main.tsx). */
export const rulesQuery = (language: SiteLanguage) => ({
  queryKey: ['content', 'rules', language],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchRules(language, signal),
  staleTime: 60_000,
});

/**
 * The final round once every round has closed (the contest is over), else null: the landing page then says so
 * instead of counting down to a past date or asking for entries.
 */
export function closedFinalRound(rules: RulesContent | undefined): RoundView | null {
  if (!rules?.rounds.length || rules.openRound) return null;
  return rules.rounds.every((round) => round.status === 'closed') ? rules.rounds[rules.rounds.length - 1] : null;
}
