export const LANDING_SECTIONS = ['categories', 'competition', 'jury', 'guidelines', 'awards', 'registration'] as const;

let showPendingSections: ((section: string) => void) | null = null;

/**
 * While the landing page's sections are not all there (their chunk still loading: LandingPage.tsx; or being added
 * one at a time: LandingSections.tsx), a jump to one not there yet calls `show`, which scrolls once they exist.
 * The last to register is called. Answers the function that unregisters `show`.
 */
export function whileSectionsPending(show: (section: string) => void): () => void {
  showPendingSections = show;
  return () => {
    if (showPendingSections === show) showPendingSections = null;
  };
}

/**
 * Scrolls to a landing-page section and moves keyboard focus there, so the next Tab continues inside it.
 * Returns false when the section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) {
    if (!showPendingSections || !(LANDING_SECTIONS as readonly string[]).includes(id)) return false;
    showPendingSections(id);
    return true;
  }
  // Sections laid out only near the screen (styles/index.css) have estimated heights: lay them all out now, so
  // the jump lands where it aims and does not drift as the sections it passes appear.
  section.closest('[data-deferred-layout]')?.removeAttribute('data-deferred-layout');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}
