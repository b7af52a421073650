import { Trans, useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { SupportEmail } from '../../components/SupportEmail';
import { roundPeriod, roundPhase } from '../../content/translated-rules';
import { useBranding } from '../../content/use-branding';
import { usePageTitle } from '../../content/use-page-title';
import { useRules } from '../../content/use-rules';
import { LegalArticle } from './LegalArticle';
import type { ListKey } from '../../i18n/message-ids';
import { list } from '../../i18n/i18n';

/** A list of the catalogue (an array in it). */
function Items({ of }: { of: ListKey }) {
  return (
    <ul>
      {list(of).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function TermsPage() {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  // Round dates come only from the API, so the terms never disagree with the timeline.
  const rules = useRules().data;
  const rounds = rules?.rounds ?? [];
  usePageTitle(t('footer.terms'), t('terms.metaDescription', { contestName }));

  return (
    <LegalArticle title={t('footer.terms')} updated="termsUpdated" intro={t('terms.intro', { contestName })}>
      <h2>{t('terms.headings.who')}</h2>
      <Items of="terms.who" />

      <h2>{t('terms.headings.film')}</h2>
      <Items of="terms.film" />

      <h2>{t('terms.headings.notAllowed')}</h2>
      <p>{t('terms.notAllowed')}</p>

      <h2>{t('terms.headings.rounds')}</h2>
      <ul>
        {rounds.map((round) => (
          <li key={round.id}>
            {t('terms.round', {
              phase: roundPhase(round),
              title: round.title,
              rule: round.videoRule ? `: ${round.videoRule}` : '',
              period: roundPeriod(round),
            })}
          </li>
        ))}
      </ul>
      <p>
        <Trans i18nKey="terms.roundDates" components={{ 0: <Link to="/#competition" /> }} />
      </p>

      <h2>{t('terms.headings.judging')}</h2>
      <p>{t('terms.judging')}</p>
      <ul>
        {(rules?.judging.weights ?? []).map((criterion) => (
          <li key={criterion.criterion}>
            {t('terms.weight', { criterion: t(`judging.${criterion.criterion}`), weight: criterion.weight })}
          </li>
        ))}
      </ul>
      <p>{t('terms.metrics')}</p>

      <h2>{t('terms.headings.verification')}</h2>
      <p>{t('terms.verification')}</p>

      <h2>{t('terms.headings.prizes')}</h2>
      <Items of="terms.prizes" />

      <h2>{t('terms.headings.rights')}</h2>
      <p>{t('terms.rights')}</p>

      <h2>{t('terms.headings.account')}</h2>
      <p>
        <Trans i18nKey="terms.account" components={{ 1: <Link to="/privacy" /> }} />
      </p>

      <h2>{t('terms.headings.contact')}</h2>
      <p>
        <Trans i18nKey="terms.contact" components={{ 0: <SupportEmail /> }} />
      </p>
    </LegalArticle>
  );
}
