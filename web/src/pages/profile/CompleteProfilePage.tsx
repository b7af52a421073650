import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../api/api-error';
import { useAuth } from '../../auth/auth-context';
import { buttonClass } from '../../components/button-styles';
import { PageHeader } from '../../components/PageHeader';
import { PageFallback } from '../../app/Layout';
import { usePageTitle } from '../../content/use-page-title';
import { useProfile } from '../../profile/use-profile';
import { ProfileForm } from './ProfileForm';
import { useTranslation } from '../../i18n/react';

/** /complete-profile: only the missing fields (docs/product.md §2), then on to the entry page. */
export default function CompleteProfilePage() {
  const { isAuthenticated, user } = useAuth();
  const profile = useProfile();
  const navigate = useNavigate();
  // Saving flips the profile to complete; the page then leaves for the entry page, not the leaderboard.
  const finished = useRef(false);
  const { t } = useTranslation();
  usePageTitle(t('registration.complete'));

  if (!isAuthenticated) return <Navigate to="/" replace />;
  if (user?.profileComplete && !finished.current) return <Navigate to="/submissions" replace />;

  return (
    <>
      <PageHeader eyebrow={t('completeProfile.eyebrow')} title={t('registration.complete')}>
        <p>{t('completeProfile.lead')}</p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-900/10 sm:p-8">
          {profile.isPending ? (
            <PageFallback />
          ) : profile.isError ? (
            <div role="alert" className="text-center">
              <p className="font-semibold text-ink-900">{t('completeProfile.loadFailed')}</p>
              <p className="mt-1 text-ink-700">{errorMessage(profile.error, t('common.pleaseTryAgainLater'))}</p>
              <button
                type="button"
                onClick={() => void profile.refetch()}
                className={buttonClass('secondary', 'md', 'mt-4')}
              >
                {t('common.tryAgain')}
              </button>
            </div>
          ) : (
            <ProfileForm
              profile={profile.data}
              screen="complete-profile"
              submitLabel={t('completeProfile.save')}
              onDone={({ saved: changed }) => {
                finished.current = true;
                if (changed)
                  toast.success(t('completeProfile.updatedTitle'), { description: t('completeProfile.updated') });
                // The entry page greets them by their profile's name, never by one put in the address.
                navigate('/submission-success');
              }}
            />
          )}
        </div>
      </div>
    </>
  );
}
