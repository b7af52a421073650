import { useQuery } from '@tanstack/react-query';
import { fetchSiteContent, type ContentLanguage } from '../api/site-content-api';

/** The organisers' content (GET /content/site), kept as long as the API lets caches keep it. */
export function useSiteContent(language: ContentLanguage = 'en') {
  return useQuery({
    queryKey: ['content', 'site', language],
    queryFn: ({ signal }) => fetchSiteContent(language, signal),
    staleTime: 60_000,
  });
}
