import { useQuery } from '@tanstack/react-query';
import { fetchMySubmissions } from '../api/submissions-api';
import { useAuth } from '../auth/auth-context';
import { MY_SUBMISSIONS_QUERY_KEY } from '../auth/query-keys';

/** The signed-in participant's entries (docs/product.md §7: loaded when authenticated and on refresh). */
export function useMySubmissions() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: MY_SUBMISSIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchMySubmissions(signal),
    enabled: isAuthenticated,
    staleTime: 30_000,
  });
}
