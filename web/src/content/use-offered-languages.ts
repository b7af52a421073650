import { LANGUAGES, type Language } from '../i18n/i18n';
import { useSiteContent } from './use-site-content';

/**
 * The languages the organisers offer on the site (their content's `languages`), among those the site has an
 * interface for, in the switch's order; every language until the content has loaded.
 */
export function useOfferedLanguages(): Language[] {
  const offered = useSiteContent().data?.languages;
  return offered ? LANGUAGES.filter((code) => code === 'en' || offered.includes(code)) : [...LANGUAGES];
}
