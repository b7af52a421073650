import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DevelopmentBanner } from '../components/DevelopmentBanner';
import { Footer } from '../components/Footer';
import { NavBar } from '../components/NavBar';
import { useRuntimeConfig } from '../config/runtime-config';
import { useTranslation } from '../i18n/react';

/** Page-view analytics only when the operator configured a script in /config.json (off by default). */
function useAnalytics() {
  const { analytics } = useRuntimeConfig();
  useEffect(() => {
    if (!analytics || document.querySelector('script[data-contest-analytics]')) return;
    const script = document.createElement('script');
    script.src = analytics.scriptUrl;
    script.defer = true;
    script.dataset.contestAnalytics = '';
    for (const [name, value] of Object.entries(analytics.attributes)) script.setAttribute(name, value);
    document.head.appendChild(script);
  }, [analytics]);
}

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-ink-900/10 border-t-saffron-500 motion-reduce:animate-none" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  useAnalytics();

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-saffron-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('common.skipToContent')}
      </a>
      <DevelopmentBanner />
      <NavBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
