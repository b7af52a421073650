import { useQuery } from '@tanstack/react-query';
import { fetchRules } from '../api/content-api';

/** Rules, FAQ, judging weights and the rounds (GET /content/rules). */
export function useRules() {
  return useQuery({
    queryKey: ['content', 'rules'],
    queryFn: ({ signal }) => fetchRules(signal),
    staleTime: 60_000,
  });
}
