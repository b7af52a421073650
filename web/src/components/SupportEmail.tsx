import { useBranding } from '../content/use-branding';
import { useTranslation } from '../i18n/react';

/** The organisers' support address as a mail link, or a plain note while they have not published one. */
export function SupportEmail({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { supportEmail } = useBranding();
  if (!supportEmail) return <span className={className}>{t('supportEmail.none')}</span>;
  return (
    <a href={`mailto:${supportEmail}`} className={className}>
      {supportEmail}
    </a>
  );
}
