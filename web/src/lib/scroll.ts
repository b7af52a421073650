export const LANDING_SECTIONS = ['categories', 'competition', 'jury', 'guidelines', 'awards', 'registration'] as const;

/**
 * Scrolls to a landing-page section and moves keyboard focus there, so the next Tab continues inside it.
 * Returns false when the section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  // Sections laid out only near the screen (styles/index.css) have estimated heights: lay them all out now, so
  // the jump lands where it aims and does not drift as the sections it passes appear.
  section.closest('[data-deferred-layout]')?.removeAttribute('data-deferred-layout');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}
