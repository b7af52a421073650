import { useQuery } from '@tanstack/react-query';
import { fetchRules } from '../api/content-api';
import { currentLanguage, type Language } from '../i18n/i18n';
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
export const rulesQuery = (language: Language) => ({
  queryKey: ['content', 'rules', language],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchRules(language, signal),
  staleTime: 60_000,
});
