import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { scrollToSection } from '../lib/scroll';

/** A link to a landing-page section: scrolls there on the landing page, else goes to /#section. */
export function SectionLink({
  section,
  className,
  children,
  onNavigate,
}: {
  section: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Link
      to={{ pathname: '/', hash: `#${section}` }}
      className={className}
      onClick={(event) => {
        onNavigate?.();
        if (pathname === '/' && scrollToSection(section)) {
          event.preventDefault();
          window.history.replaceState(window.history.state, '', `/#${section}`);
        }
      }}
    >
      {children}
    </Link>
  );
}
