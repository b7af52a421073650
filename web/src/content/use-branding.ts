import { useRuntimeConfig } from '../config/runtime-config';
import { useTranslation } from '../i18n/react';
import { useSiteContent } from './use-site-content';

/**
 * The contest's identity as the organisers set it in the console. While the content loads (or if the API is
 * down) the catalogue's generic name shows (`site.name`), and the operator's site-settings.json still supplies a support address or
 * partner the console has not set. No address is invented: without one the site offers none.
 */
export function useBranding() {
  const { t } = useTranslation();
  const content = useSiteContent().data;
  const runtime = useRuntimeConfig();
  return {
    contestName: content?.contestName ?? t('site.name'),
    tagline: content?.tagline ?? t('site.tagline'),
    organiser: content?.organiser ?? null,
    supportEmail: content?.supportEmail ?? runtime.supportEmail,
    partner: content?.partner ?? runtime.partner,
    shareText: content?.shareText ?? null,
  };
}
