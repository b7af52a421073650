import { useQuery } from '@tanstack/react-query';
import { fetchRules } from '../api/content-api';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';

/** Rules, FAQ, judging weights and the rounds (GET /content/rules), the rounds in the visitor's language. */
export function useRules() {
  useTranslation(); // re-renders on a language switch
  const language = currentLanguage();
  return useQuery({
    queryKey: ['content', 'rules', language],
    queryFn: ({ signal }) => fetchRules(language, signal),
    staleTime: 60_000,
    // The other language's rounds stay on screen while the switch loads.
    placeholderData: (previous) => previous,
  });
}
