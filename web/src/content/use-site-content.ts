import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/react';
import { fetchSiteContent } from '../api/site-content-api';
import { currentLanguage } from '../i18n/i18n';
import type { SiteLanguage } from '../i18n/languages';

/** The organisers' content (GET /content/site) in the visitor's language, fetched again when they switch. */
export function useSiteContent() {
  useTranslation(); // re-renders on a language switch
  return useQuery({
    ...siteContentQuery(currentLanguage()),
    // The other language's text stays on screen while the switch loads, rather than the build's defaults.
    placeholderData: (previous) => previous,
  });
}

/** The organisers' content in `language` (also read before the first render, main.tsx). */
export const siteContentQuery = (language: SiteLanguage) => ({
  queryKey: ['content', 'site', language],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSiteContent(language, signal),
  staleTime: 60_000,
});
