import { LANGUAGES } from '../i18n/i18n';
import type { SiteLanguage } from '../i18n/languages';
import { useSiteContent } from './use-site-content';

/**
 * The languages the organisers offer on the site (their content's `languages`), among those the site has an
 * interface for, in the switch's order; every language until the content has loaded.
 */
export function useOfferedLanguages(): SiteLanguage[] {
  const offered = useSiteContent().data?.languages;
  return offered ? LANGUAGES.filter((code) => code === 'en' || offered.includes(code)) : [...LANGUAGES];
}
