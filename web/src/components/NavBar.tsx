import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { useBranding } from '../content/use-branding';
import { scrollToSection } from '../lib/scroll';
import { useMySubmissions } from '../submissions/use-my-submissions';
import { buttonClass } from './button-styles';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { SectionLink } from './SectionLink';
import { ContentImage } from './ContentImage';
import { useTranslation } from '../i18n/react';
import { LanguageSwitch } from './LanguageSwitch';
import { latestResultsPath, stageLabel, useResultsIndex } from '../content/use-contest-stage';

const SECTION_LINKS = [
  { section: 'categories', label: 'nav.categories' },
  { section: 'competition', label: 'nav.competition' },
  { section: 'awards', label: 'nav.awards' },
  { section: 'guidelines', label: 'nav.guidelines' },
] as const;

/** The navigation bar of every page (docs/product.md §2, "Navigation bar"). */
export function NavBar() {
  const { t } = useTranslation();
  const { isAuthenticated, user, signIn, signOut } = useAuth();
  const { partner, contestName } = useBranding();
  const mySubmissions = useMySubmissions();
  const results = useResultsIndex();
  // The contest's stage and, once a round's results are public, a way to them.
  const stage = results.data?.stage;
  const resultsPath = results.data?.items.length ? (latestResultsPath(stage) ?? '/results') : null;
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const hasSubmission = (mySubmissions.data?.length ?? 0) > 0;
  const closeMenu = () => setMenuOpen(false);
  const goToRegistration = () => {
    closeMenu();
    if (location.pathname === '/' && scrollToSection('registration')) return;
    navigate({ pathname: '/', hash: '#registration' });
  };

  const accountActions = (layout: 'bar' | 'menu') => {
    const size = layout === 'bar' ? 'sm' : 'md';
    const wide = layout === 'menu' ? 'w-full' : '';
    if (!isAuthenticated) {
      return (
        <>
          <button type="button" onClick={() => void signIn()} className={buttonClass('ghost-dark', size, wide)}>
            {t('nav.signIn')}
          </button>
          <button type="button" onClick={goToRegistration} className={buttonClass('primary', size, wide)}>
            {t('nav.register')}
          </button>
          <Link to="/submissions" onClick={closeMenu} className={buttonClass('ghost-dark', size, wide)}>
            <Icon name="trophy" className="h-4 w-4" /> {t('nav.leaderboard')}
          </Link>
        </>
      );
    }
    return (
      <>
        {hasSubmission ? (
          <Link to="/submissions" onClick={closeMenu} className={buttonClass('primary', size, wide)}>
            {t('nav.viewSubmission')}
          </Link>
        ) : (
          <Link to="/submission-success" onClick={closeMenu} className={buttonClass('primary', size, wide)}>
            {t('nav.submitEntry')}
          </Link>
        )}
        <button
          type="button"
          onClick={() => {
            closeMenu();
            void signOut();
          }}
          className={buttonClass('ghost-dark', size, wide)}
        >
          <Icon name="signOut" className="h-4 w-4" /> {t('nav.signOut')}
        </button>
      </>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-950/90 backdrop-blur-md">
      <div className="tricolour-rule h-1" aria-hidden="true" />
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to="/" className="shrink-0 rounded-lg" aria-label={t('nav.home', { contestName })}>
          <Logo compact />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {SECTION_LINKS.map((link) => (
            <li key={link.section}>
              <SectionLink
                section={link.section}
                className="rounded-full px-3 py-2 text-sm font-medium text-ink-100 hover:bg-white/10 hover:text-white"
              >
                {t(link.label)}
              </SectionLink>
            </li>
          ))}
          {resultsPath ? (
            <li>
              <Link
                to="/results"
                className="rounded-full px-3 py-2 text-sm font-medium text-ink-100 hover:bg-white/10 hover:text-white"
              >
                {t('nav.results')}
              </Link>
            </li>
          ) : null}
        </ul>
        <div className="hidden items-center gap-2 lg:flex">
          {stage ? (
            <p className="hidden rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-saffron-200 2xl:block">
              <span className="sr-only">{t('nav.stage')} </span>
              {stageLabel(stage)}
            </p>
          ) : null}
          <LanguageSwitch className="rounded-full px-3 py-2 text-sm font-medium text-ink-100 hover:bg-white/10 hover:text-white" />
          {partner ? (
            <a href={partner.url} target="_blank" rel="noopener noreferrer" className="me-2 rounded-md">
              <ContentImage
                src={partner.logoUrl}
                sizes="160px"
                alt={t('common.opensInNewTab', { name: partner.name })}
                className="h-8 w-auto"
              />
            </a>
          ) : null}
          {accountActions('bar')}
        </div>
        {/* min-w-0: the entry button may shrink onto two lines ("Submit entry" is three times as long in Tamil). */}
        <div className="flex min-w-0 items-center gap-2 lg:hidden">
          {user?.profileComplete ? (
            <Link to="/submissions" className={buttonClass('primary', 'sm', 'min-w-0')}>
              {t('nav.submitNow')}
            </Link>
          ) : (
            <Link to="/submission-success" className={buttonClass('primary', 'sm', 'min-w-0')}>
              {t('nav.submitEntry')}
            </Link>
          )}
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className="grid h-11 w-11 place-items-center rounded-full text-white ring-1 ring-white/25 hover:bg-white/10"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="h-5 w-5" />
            <span className="sr-only">{t('nav.menu')}</span>
          </button>
        </div>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-white/10 bg-ink-950 lg:hidden">
        <div className="mx-auto max-w-7xl px-4 pt-2 pb-5 sm:px-6">
          {stage ? (
            <p className="px-3 pt-2 pb-1 text-sm text-saffron-200">
              {t('nav.stage')} <span className="font-semibold">{stageLabel(stage)}</span>
            </p>
          ) : null}
          <ul className="grid gap-1">
            {resultsPath ? (
              <li>
                <Link
                  to={resultsPath}
                  className="block rounded-xl px-3 py-3 font-medium text-ink-100 hover:bg-white/10 hover:text-white"
                >
                  {t('nav.latestResults')}
                </Link>
              </li>
            ) : null}
            {SECTION_LINKS.map((link) => (
              <li key={link.section}>
                <SectionLink
                  section={link.section}
                  onNavigate={closeMenu}
                  className="block rounded-xl px-3 py-3 font-medium text-ink-100 hover:bg-white/10 hover:text-white"
                >
                  {t(link.label)}
                </SectionLink>
              </li>
            ))}
            {resultsPath ? (
              <li>
                <Link
                  to="/results"
                  className="block rounded-xl px-3 py-3 font-medium text-ink-100 hover:bg-white/10 hover:text-white"
                >
                  {t('nav.results')}
                </Link>
              </li>
            ) : null}
          </ul>
          <LanguageSwitch
            onSwitch={() => {
              // A language is a choice made: the menu closes, and focus goes back to its toggle rather than being lost.
              closeMenu();
              menuButton.current?.focus();
            }}
            className="mt-2 block w-full rounded-xl px-3 py-3 text-start font-medium text-ink-100 hover:bg-white/10 hover:text-white"
          />
          <div className="mt-3 grid gap-2 sm:grid-cols-3">{accountActions('menu')}</div>
          {partner ? (
            <a href={partner.url} target="_blank" rel="noopener noreferrer" className="mt-4 inline-block rounded-md">
              <ContentImage
                src={partner.logoUrl}
                sizes="160px"
                alt={t('common.opensInNewTab', { name: partner.name })}
                className="h-8 w-auto"
              />
            </a>
          ) : null}
        </div>
      </div>
    </header>
  );
}
