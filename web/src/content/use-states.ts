import { useQuery } from '@tanstack/react-query';
import { fetchStates } from '../api/profile-api';

/**
 * The states and union territories (GET /profile/states) the profile form and the list filters offer: fetched
 * once per visit, as they do not change. `enabled: false` when the form does not ask for a state.
 */
export const useStates = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: ['profile', 'states'],
    queryFn: ({ signal }) => fetchStates(signal),
    staleTime: Infinity,
    enabled,
  });
