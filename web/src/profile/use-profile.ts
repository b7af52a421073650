import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../api/profile-api';
import { useAuth } from '../auth/auth-context';
import { PROFILE_QUERY_KEY } from '../auth/query-keys';

/** The signed-in participant's profile (GET /me), shared by every screen that shows or edits it. */
export function useProfile() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: isAuthenticated,
    staleTime: 30_000,
  });
}
