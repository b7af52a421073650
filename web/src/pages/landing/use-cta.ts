import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { scrollToSection } from '../../lib/scroll';

/** Where the landing page's buttons lead for the current visitor (docs/product.md §2). */
export function useCta() {
  const { isAuthenticated, loading, user } = useAuth();
  const navigate = useNavigate();
  const profileComplete = user?.profileComplete === true;
  return {
    isAuthenticated,
    profileComplete,
    /** The hero's main button reads Submit Now once the profile is complete or a signed-in user is known. */
    heroSubmits: profileComplete || (isAuthenticated && !loading),
    toRegistration: () => scrollToSection('registration'),
    toSubmissions: () => navigate('/submissions'),
    /** Category and creator cards: leaderboard, entry page, or registration (signed out). */
    fromCard: () => {
      if (isAuthenticated && profileComplete) navigate('/submissions');
      else if (isAuthenticated) navigate('/submission-success');
      else scrollToSection('registration');
    },
  };
}
