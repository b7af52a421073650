import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { scrollToSection } from '../../lib/scroll';
import { closedFinalRound, useRules } from '../../content/use-rules';

/** Where the landing page's buttons lead for the current visitor (docs/product.md §2). */
export function useCta() {
  const { isAuthenticated, loading, user } = useAuth();
  const navigate = useNavigate();
  const profileComplete = user?.profileComplete === true;
  const rules = useRules();
  return {
    isAuthenticated,
    profileComplete,
    /** Every round has closed: the buttons lead to the results, nobody is asked to enter or register. */
    contestOver: closedFinalRound(rules.data) !== null,
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
