import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../components/button-styles';
import { Icon } from '../components/Icon';
import { usePageTitle } from '../content/use-page-title';
import { useTranslation } from '../i18n/react';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <div className="hero-backdrop grid min-h-[70vh] place-items-center px-4 py-20 text-center text-white">
      <div>
        <p className="font-display text-8xl font-bold text-gradient sm:text-9xl">404</p>
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mx-auto mt-3 max-w-md text-ink-100">{t('notFound.lead')}</p>
        <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
          {t('notFound.home')} <Icon name="arrowRight" className="h-5 w-5" />
        </Link>
      </div>
    </div>
  );
}
