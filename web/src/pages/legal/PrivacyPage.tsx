import { Trans, useTranslation } from '../../i18n/react';
import { ConsentNotice } from '../../components/ConsentNotice';
import { SupportEmail } from '../../components/SupportEmail';
import { useBranding } from '../../content/use-branding';
import { usePageTitle } from '../../content/use-page-title';
import { LegalArticle } from './LegalArticle';
import { YourDataPanel } from './YourDataPanel';
import { list } from '../../i18n/i18n';

const COLLECTED = ['signIn', 'profile', 'entries', 'metrics', 'logs'] as const;
const RIGHTS = ['access', 'correction', 'erasure', 'withdrawal', 'grievance'] as const;

/** A catalogue sentence with a bold lead-in and inline code. */
function Rich({
  i18nKey,
}: {
  i18nKey: `privacy.collect.${(typeof COLLECTED)[number]}` | `privacy.rights.${(typeof RIGHTS)[number]}`;
}) {
  return <Trans i18nKey={i18nKey} components={{ 0: <strong />, 1: <code /> }} />;
}

export default function PrivacyPage() {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  usePageTitle(t('footer.privacy'), t('privacy.metaDescription', { contestName }));

  return (
    <LegalArticle title={t('footer.privacy')} updated="privacyUpdated" intro={t('privacy.intro')}>
      {/* The notice is the policy's summary, readable in any of the 23 languages. */}
      <ConsentNotice heading="h2" className="rounded-2xl bg-cream-100 p-5" />

      <h2>{t('privacy.headings.who')}</h2>
      <p>{t('privacy.who', { contestName })}</p>

      <h2>{t('privacy.headings.collect')}</h2>
      <ul>
        {COLLECTED.map((item) => (
          <li key={item}>
            <Rich i18nKey={`privacy.collect.${item}`} />
          </li>
        ))}
      </ul>

      <h2>{t('privacy.headings.why')}</h2>
      <ul>
        {list('privacy.why').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('privacy.basis')}</p>

      <h2>{t('privacy.headings.share')}</h2>
      <p>{t('privacy.share')}</p>

      <h2>{t('privacy.headings.keep')}</h2>
      <ul>
        <li>{t('privacy.keep.contest')}</li>
        <li>{t('privacy.keep.analytics')}</li>
      </ul>
      <p>{t('privacy.keep.tax')}</p>

      <h2>{t('privacy.headings.rights')}</h2>
      <ul>
        {RIGHTS.map((right) => (
          <li key={right}>
            <Rich i18nKey={`privacy.rights.${right}`} />
          </li>
        ))}
      </ul>

      <h2>{t('privacy.headings.grievances')}</h2>
      <p>
        <Trans i18nKey="privacy.grievances" components={{ 0: <SupportEmail /> }} />
      </p>

      <h2>{t('privacy.headings.device')}</h2>
      <p>{t('privacy.device')}</p>

      <h2>{t('privacy.headings.age')}</h2>
      <p>{t('privacy.age')}</p>

      <h2>{t('privacy.headings.changes')}</h2>
      <p>{t('privacy.changes')}</p>

      <YourDataPanel />
    </LegalArticle>
  );
}
