import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { completeSignIn, readSignInReturn } from '../../auth/sign-in-return';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { useDocumentMeta } from '../../lib/hooks';
import NotFoundPage from '../NotFoundPage';

const COMPLETE_PROFILE_REDIRECT_MS = 1500;
const INCOMPLETE_PROFILE_REDIRECT_MS = 1000;

/** The sign-in return screen (spec section 4, "Callback screen"). */
export default function AuthCallbackPage() {
  const { provider } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentMeta('Signing you in — AI Film Contest');

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
      if (outcome.kind === 'failed') {
        toast.error('Authentication Failed', { description: outcome.message || 'Authentication failed' });
        navigate({ pathname: '/', hash: '#registration' }, { replace: true });
      } else if (outcome.kind === 'existing-account-unconfirmed') {
        toast.error('Authentication Failed', { description: outcome.message });
        navigate('/complete-profile', { replace: true });
      } else if (outcome.profileComplete) {
        toast.greet('success', 'Welcome back', { description: 'Taking you to the leaderboard' });
        timers.push(window.setTimeout(() => navigate('/submissions', { replace: true }), COMPLETE_PROFILE_REDIRECT_MS));
      } else {
        toast.greet('success', 'Google Sign-in Successful', { description: 'Please complete your profile' });
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
  return <FullScreenLoader title="Signing you in…" message="Checking your account with the contest." />;
}
