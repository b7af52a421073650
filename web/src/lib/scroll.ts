export const LANDING_SECTIONS = ['categories', 'competition', 'jury', 'guidelines', 'awards', 'registration'] as const;

/**
 * Scrolls to a landing-page section and moves keyboard focus there, so the next Tab continues inside it.
 * Returns false when the section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}
