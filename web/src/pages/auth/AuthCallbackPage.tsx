import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { completeSignIn, readSignInReturn, takeSignInReturn } from '../../auth/sign-in-return';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { usePageTitle } from '../../content/use-page-title';
import NotFoundPage from '../NotFoundPage';
import { useTranslation } from '../../i18n/react';

const COMPLETE_PROFILE_REDIRECT_MS = 1500;
const INCOMPLETE_PROFILE_REDIRECT_MS = 1000;

/** The sign-in return screen (docs/product.md §4, "Callback screen"). */
export default function AuthCallbackPage() {
  const { provider } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  usePageTitle(t('signIn.pageTitle'));

  const knownProvider = provider === undefined || provider === 'google';

  useEffect(() => {
    if (!knownProvider) return;
    let cancelled = false;
    const returned = readSignInReturn(location);
    // The code must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, '', location.pathname);
    const timers: number[] = [];

    // completeSignIn shares one redemption per code, so a repeated effect only repeats the routing.
    void completeSignIn(returned).then((outcome) => {
      if (cancelled) return;
      const returnPath = outcome.kind === 'signed-in' ? takeSignInReturn() : null;
      if (returnPath) {
        // A voter goes back to the film; the profile is asked for only when they come to submit one.
        navigate(returnPath, { replace: true });
      } else if (outcome.kind === 'failed') {
        toast.error(t('signIn.failed'), { description: outcome.message || t('signIn.failedDescription') });
        navigate({ pathname: '/', hash: '#registration' }, { replace: true });
      } else if (outcome.kind === 'existing-account-unconfirmed') {
        toast.error(t('signIn.failed'), { description: outcome.message });
        navigate('/complete-profile', { replace: true });
      } else if (outcome.profileComplete) {
        toast.greet('success', t('signIn.welcomeBack'), { description: t('signIn.toLeaderboard') });
        timers.push(window.setTimeout(() => navigate('/submissions', { replace: true }), COMPLETE_PROFILE_REDIRECT_MS));
      } else {
        toast.greet('success', t('signIn.googleSucceeded'), { description: t('signIn.completeProfile') });
        timers.push(
          window.setTimeout(() => navigate('/complete-profile', { replace: true }), INCOMPLETE_PROFILE_REDIRECT_MS),
        );
      }
    });
    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [knownProvider, location, navigate]);

  if (!knownProvider) return <NotFoundPage />;
  return <FullScreenLoader title={t('signIn.signingIn')} message={t('signIn.checking')} />;
}
