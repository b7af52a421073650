import { useQuery } from '@tanstack/react-query';
import { fetchMyGrievances } from '../api/grievances-api';
import { useAuth } from '../auth/auth-context';
import { PROFILE_QUERY_KEY } from '../auth/query-keys';

/** Under the profile's key, so signing out (which drops it and everything below it) drops these too. */
export const MY_GRIEVANCES_QUERY_KEY = [...PROFILE_QUERY_KEY, 'grievances'] as const;

/** The signed-in participant's grievances, with the response time and how many may wait at once. */
export function useMyGrievances() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: MY_GRIEVANCES_QUERY_KEY,
    queryFn: ({ signal }) => fetchMyGrievances(signal),
    enabled: isAuthenticated,
    staleTime: 30_000,
  });
}
