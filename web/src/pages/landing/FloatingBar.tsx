import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { buttonClass } from '../../components/button-styles';
import { scrollToSection } from '../../lib/scroll';
import { useTranslation } from '../../i18n/react';
import { useCta } from './use-cta';

/**
 * The bar pinned to the bottom of small screens once the hero is scrolled past, hidden while the
 * registration section is on screen (docs/product.md §2).
 */
export function FloatingBar({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const { isAuthenticated, user, signIn } = useAuth();
  const { contestOver } = useCta();
  return (
    <div
      aria-hidden={!visible}
      inert={!visible}
      data-testid="floating-bar"
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-ink-950/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur transition-transform duration-300 md:hidden ${
        visible ? 'translate-y-0' : 'pointer-events-none translate-y-full'
      }`}
    >
      <div className="mx-auto flex max-w-md gap-3">
        {isAuthenticated ? null : (
          <button type="button" onClick={() => void signIn()} className={buttonClass('ghost-dark', 'md', 'flex-1')}>
            {t('nav.signIn')}
          </button>
        )}
        {contestOver ? (
          <Link to="/submissions" className={buttonClass('primary', 'md', 'flex-1')}>
            {t('hero.over.results')}
          </Link>
        ) : user?.profileComplete ? (
          <Link to="/submissions" className={buttonClass('primary', 'md', 'flex-1')}>
            {t('nav.submitNow')}
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => scrollToSection('registration')}
            className={buttonClass('primary', 'md', 'flex-1')}
          >
            {t('cta.registerNow')}
          </button>
        )}
      </div>
    </div>
  );
}
