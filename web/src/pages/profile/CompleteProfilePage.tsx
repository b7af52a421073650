import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../api/api-error';
import { useAuth } from '../../auth/auth-context';
import { buttonClass } from '../../components/button-styles';
import { PageHeader } from '../../components/PageHeader';
import { PageFallback } from '../../app/Layout';
import { useDocumentMeta } from '../../lib/hooks';
import { useProfile } from '../../profile/use-profile';
import { ProfileForm } from './ProfileForm';

/** /complete-profile: only the missing fields (spec section 2), then on to the entry page. */
export default function CompleteProfilePage() {
  const { isAuthenticated, user } = useAuth();
  const profile = useProfile();
  const navigate = useNavigate();
  // Saving flips the profile to complete; the page then leaves for the entry page, not the leaderboard.
  const finished = useRef(false);
  useDocumentMeta('Complete your profile — AI Film Contest');

  if (!isAuthenticated) return <Navigate to="/" replace />;
  if (user?.profileComplete && !finished.current) return <Navigate to="/submissions" replace />;

  return (
    <>
      <PageHeader eyebrow="One last step" title="Complete your profile">
        <p>Tell us the few details the contest needs. You can then submit your film.</p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-900/10 sm:p-8">
          {profile.isPending ? (
            <PageFallback />
          ) : profile.isError ? (
            <div role="alert" className="text-center">
              <p className="font-semibold text-ink-900">Your profile could not be loaded.</p>
              <p className="mt-1 text-ink-700">{errorMessage(profile.error, 'Please try again later.')}</p>
              <button
                type="button"
                onClick={() => void profile.refetch()}
                className={buttonClass('secondary', 'md', 'mt-4')}
              >
                Try Again
              </button>
            </div>
          ) : (
            <ProfileForm
              profile={profile.data}
              screen="complete-profile"
              submitLabel="Save and continue"
              onDone={({ profile: saved, saved: changed }) => {
                finished.current = true;
                if (changed) toast.success('Profile Updated!', { description: 'You can now submit your entry.' });
                const name = saved.name ? `?name=${encodeURIComponent(saved.name)}` : '';
                navigate(`/submission-success${name}`);
              }}
            />
          )}
        </div>
      </div>
    </>
  );
}
