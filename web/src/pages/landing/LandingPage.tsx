import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { carriesSignInResult, completeSignIn, readSignInReturn } from '../../auth/sign-in-return';
import { useDocumentMeta } from '../../lib/hooks';
import { LANDING_SECTIONS, whileSectionsPending } from '../../lib/scroll';
import { FloatingBar } from './FloatingBar';
import { HeroSection } from './HeroSection';
import { useTranslation } from '../../i18n/react';
import { useBranding } from '../../content/use-branding';
import { withCatalogue } from '../../i18n/i18n';
import { afterFirstPaint } from '../../lib/wait';

const LandingSections = lazy(withCatalogue(() => import('./LandingSections')));

const REDIRECT_AFTER_SIGN_IN_MS = 1200;

/** The section the address asks for on arrival: /#awards, or registration for scroll=true. */
function sectionFromAddress(location: { hash: string; search: string }): string | null {
  if (readSignInReturn(location).scroll) return 'registration';
  const section = location.hash.replace(/^#/, '');
  return (LANDING_SECTIONS as readonly string[]).includes(section) ? section : null;
}

/** Handles a sign-in return that lands on the landing page (docs/product.md §4, "Sign-in return"). */
function useSignInReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    const returned = readSignInReturn(location);
    const hasFlags = /(?:^|[#&?])(?:google|scroll)=/.test(`${location.hash}${location.search}`);
    if (!carriesSignInResult(returned)) {
      // google=true and scroll=true are one-shot flags: drop them and reset the address to /.
      if (hasFlags) window.history.replaceState(window.history.state, '', '/');
      return;
    }

    // The code leaves the address at once; completeSignIn shares one redemption if this effect repeats.
    window.history.replaceState(window.history.state, '', '/');
    let cancelled = false;
    let timer: number | undefined;
    void completeSignIn(returned).then((outcome) => {
      if (cancelled) return;
      if (outcome.kind === 'failed') {
        toast.error(t('signIn.failed'), { description: outcome.message || t('signIn.failedDescription') });
        navigate('/complete-profile', { replace: true });
      } else if (outcome.kind === 'existing-account-unconfirmed') {
        toast.error(t('signIn.failed'), { description: outcome.message });
        navigate('/complete-profile', { replace: true });
      } else if (outcome.profileComplete) {
        toast.greet('success', t('signIn.welcomeBack'), { description: t('signIn.toLeaderboard') });
        timer = window.setTimeout(() => navigate('/submissions', { replace: true }), REDIRECT_AFTER_SIGN_IN_MS);
      } else {
        toast.greet('success', t('signIn.googleSucceeded'), { description: t('signIn.completeProfile') });
        navigate('/complete-profile', { replace: true });
      }
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [location, navigate, t]);
}

/** Shows the floating bar once the hero is scrolled past, except over the registration section. */
function useFloatingBar() {
  const [hero, setHero] = useState<HTMLElement | null>(null);
  const [registration, setRegistration] = useState<HTMLElement | null>(null);
  const [pastHero, setPastHero] = useState(false);
  const [inRegistration, setInRegistration] = useState(false);

  useEffect(() => {
    if (!hero || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setPastHero(!entry.isIntersecting && entry.boundingClientRect.top < 0),
    );
    observer.observe(hero);
    return () => observer.disconnect();
  }, [hero]);

  useEffect(() => {
    if (!registration || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInRegistration(entry.isIntersecting));
    observer.observe(registration);
    return () => observer.disconnect();
  }, [registration]);

  return { heroRef: setHero, registrationRef: setRegistration, visible: pastHero && !inRegistration };
}

export function LandingPage() {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  useDocumentMeta(t('landing.metaTitle', { contestName }), t('landing.metaDescription'));
  const location = useLocation();
  const [initialSection, setInitialSection] = useState(() => sectionFromAddress(location));
  // A jump asked for before the sections' chunk has arrived (the hero's prizes button, tapped at once) is kept
  // and made once they exist; LandingSections takes the pending jumps over when it mounts.
  useEffect(() => whileSectionsPending(setInitialSection), []);
  useSignInReturn();
  const floating = useFloatingBar();
  // The sections below the hero are fetched once the hero has painted (fetched with it, their chunk and the
  // rest of the catalogue took the first screen's bandwidth: Lighthouse LCP +150 ms), then render in a
  // transition, in small slices, so the page stays responsive while they build.
  const [showSections, setShowSections] = useState(false);
  useEffect(() => afterFirstPaint(() => startTransition(() => setShowSections(true))), []);

  return (
    <>
      <HeroSection ref={floating.heroRef} />
      <Suspense fallback={<div className="min-h-screen bg-cream-50" />}>
        {showSections ? (
          <LandingSections registrationRef={floating.registrationRef} initialSection={initialSection} />
        ) : (
          <div className="min-h-screen bg-cream-50" />
        )}
      </Suspense>
      <FloatingBar visible={floating.visible} />
    </>
  );
}
