import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../components/button-styles';
import { Icon } from '../components/Icon';
import { useDocumentMeta } from '../lib/hooks';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentMeta('Page not found — AI Film Contest');

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <div className="hero-backdrop grid min-h-[70vh] place-items-center px-4 py-20 text-center text-white">
      <div>
        <p className="font-display text-8xl font-bold text-gradient sm:text-9xl">404</p>
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">This page is not part of the contest</h1>
        <p className="mx-auto mt-3 max-w-md text-ink-100">
          The address may be mistyped, or the page may have moved. The contest, the leaderboard and the entry form are
          one click away.
        </p>
        <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
          Return to Home <Icon name="arrowRight" className="h-5 w-5" />
        </Link>
      </div>
    </div>
  );
}
