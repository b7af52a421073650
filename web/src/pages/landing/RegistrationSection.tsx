import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { ConsentNotice } from '../../components/ConsentNotice';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import type { Profile } from '../../api/profile-api';
import { useAuth } from '../../auth/auth-context';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { useProfile } from '../../profile/use-profile';
import { SectionHeading } from './SectionHeading';
import { useCta } from './use-cta';
import { Trans, useTranslation } from '../../i18n/react';

// The form only appears for signed-in visitors with a profile to finish: keep it out of the landing bundle.
const ProfileForm = lazy(() => import('../profile/ProfileForm').then((module) => ({ default: module.ProfileForm })));

const REDIRECT_AFTER_REGISTRATION_MS = 1000;

type View = 'initial' | 'loading' | 'form' | 'done';

const STEPS = ['signIn', 'profile', 'submit'] as const;

/** A profile with nothing stored yet is a registration; anything stored makes it an update (locked badges). */
const isNewRegistration = (profile: Profile) => !profile.name && !profile.stateProvince && !profile.creatorCategory;

/** Registration, anchor #registration: initial, form and done views (docs/product.md §2 and §4). */
export function RegistrationSection({ sectionRef }: { sectionRef: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const { isAuthenticated, signIn } = useAuth();
  const profile = useProfile();
  const { contestOver } = useCta();
  const navigate = useNavigate();
  const [finished, setFinished] = useState(false);
  const announced = useRef<string | null>(null);

  const view: View = !isAuthenticated
    ? 'initial'
    : finished || profile.data?.profileComplete
      ? 'done'
      : profile.data
        ? 'form'
        : profile.isError
          ? 'initial'
          : 'loading';

  // The greeting toasts (docs/product.md §4): once per tab session, not on every visit nor after the sign-in greeted.
  useEffect(() => {
    if (!profile.data || finished) return;
    const state = profile.data.profileComplete ? 'complete' : 'incomplete';
    if (announced.current === state) return;
    announced.current = state;
    if (state === 'complete')
      toast.greetOnce('success', t('registration.toasts.complete'), {
        description: t('registration.toasts.completeDescription'),
      });
    else toast.greetOnce('message', t('signIn.welcomeBack'), { description: t('registration.toasts.incomplete') });
  }, [profile.data, finished, t]);

  useEffect(() => {
    if (profile.isError) console.error('Could not load the profile', profile.error);
  }, [profile.isError, profile.error]);

  useEffect(() => {
    if (!isAuthenticated) {
      setFinished(false);
      announced.current = null;
    }
  }, [isAuthenticated]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="registration-title"
      id="registration"
      className="bg-cream-100 py-20 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[0.9fr_1.1fr]">
        <div>
          <SectionHeading
            id="registration-title"
            eyebrow={t('registration.eyebrow')}
            title={t('registration.title')}
            align="left"
          >
            <p>{t('registration.lead')}</p>
          </SectionHeading>
          <ol className="mt-10 space-y-6">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-ink-900 font-display text-lg font-semibold text-saffron-300">
                  {index + 1}
                </span>
                <span>
                  <span className="block font-display text-lg font-semibold text-ink-900">
                    {t(`registration.steps.${step}.title`)}
                  </span>
                  <span className="block text-ink-700">{t(`registration.steps.${step}.text`)}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>

        <div className="on-light rounded-[2rem] bg-white p-6 shadow-xl ring-1 ring-ink-900/10 sm:p-10">
          {view === 'initial' ? (
            <div className="text-center">
              <h3 className="text-2xl font-semibold text-ink-900">{t('registration.join')}</h3>
              <p className="mt-2 text-ink-700">{t('registration.joinLead')}</p>
              <div className="mt-8 grid gap-3">
                <button
                  type="button"
                  onClick={() => void signIn()}
                  className={buttonClass('secondary', 'lg', 'w-full')}
                >
                  <GoogleMark /> {t('registration.withGoogle')}
                </button>
                <button
                  type="button"
                  onClick={() => void signIn()}
                  className={buttonClass('ghost-light', 'lg', 'w-full')}
                >
                  {t('nav.signIn')}
                </button>
              </div>
              {/* The DPDP notice comes before the sign-in that gives consent. */}
              <ConsentNotice
                heading="h4"
                className="mt-6 rounded-2xl bg-cream-100 p-4 text-start text-sm text-ink-800"
              />
              <p className="mt-6 text-sm text-ink-700">
                <Trans
                  i18nKey="registration.accept"
                  components={{
                    0: <Link to="/terms" className="font-semibold underline" />,
                    1: <Link to="/privacy" className="font-semibold underline" />,
                  }}
                />
              </p>
            </div>
          ) : view === 'loading' ? (
            <div role="status" className="grid min-h-64 place-items-center text-ink-700">
              {t('registration.loadingProfile')}
            </div>
          ) : view === 'done' ? (
            <div className="py-6 text-center">
              <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-leaf-600 text-white">
                <Icon name="check" className="h-8 w-8" />
              </span>
              <h3 className="mt-6 text-3xl font-semibold text-ink-900">{t('registration.done')}</h3>
              <p className="mt-2 text-ink-700">
                {t(contestOver ? 'registration.doneLeadOver' : 'registration.doneLead')}
              </p>
              {/* Once every round has closed there is nothing left to enter: the button leads to the results. */}
              <Link to="/submissions" className={buttonClass('primary', 'lg', 'mt-8')}>
                {contestOver ? t('hero.over.results') : t('cta.submitNow')}{' '}
                <Icon name="arrowRight" className="h-5 w-5" />
              </Link>
            </div>
          ) : (
            <>
              <h3 className="text-2xl font-semibold text-ink-900">
                {isNewRegistration(profile.data!) ? t('registration.create') : t('registration.complete')}
              </h3>
              <p className="mt-1 mb-6 text-ink-700">{t('registration.onlyNeeded')}</p>
              <Suspense
                fallback={<div className="min-h-64" role="status" aria-label={t('registration.loadingForm')} />}
              >
                <ProfileForm
                  profile={profile.data!}
                  screen="registration"
                  submitLabel={isNewRegistration(profile.data!) ? t('nav.register') : t('registration.update')}
                  onDone={({ saved: changed }) => {
                    if (!changed) {
                      setFinished(true);
                      return;
                    }
                    if (isNewRegistration(profile.data!)) {
                      toast.success(t('registration.toasts.registered'), {
                        description: t('registration.toasts.toEntry'),
                      });
                      // The entry page greets them by their profile's name, never by one put in the address.
                      window.setTimeout(() => navigate('/submission-success'), REDIRECT_AFTER_REGISTRATION_MS);
                    } else {
                      toast.success(t('registration.toasts.updated'), {
                        description: t('registration.toasts.updatedDescription'),
                      });
                    }
                    setFinished(true);
                  }}
                />
              </Suspense>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 01-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z" />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0012 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 010-4.3V7H2.1a11 11 0 000 9.9z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0012 1 11 11 0 002.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}
