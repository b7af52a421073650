import { useRuntimeConfig } from '../config/runtime-config';
import { SITE_NAME, SITE_TAGLINE } from '../config/site';
import { useSiteContent } from './use-site-content';

/**
 * The contest's identity as the organisers set it in the console. While the content loads (or if the API is
 * down) the build's name shows, and the operator's site-settings.json still supplies a support address or
 * partner the console has not set. No address is invented: without one the site offers none.
 */
export function useBranding() {
  const content = useSiteContent().data;
  const runtime = useRuntimeConfig();
  return {
    contestName: content?.contestName ?? SITE_NAME,
    tagline: content?.tagline ?? SITE_TAGLINE,
    organiser: content?.organiser ?? null,
    supportEmail: content?.supportEmail ?? runtime.supportEmail,
    partner: content?.partner ?? runtime.partner,
    shareText: content?.shareText ?? null,
  };
}
