import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { useBranding } from '../../content/use-branding';
import { stageLabel, useResultsIndex } from '../../content/use-contest-stage';
import { usePageTitle } from '../../content/use-page-title';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/format';
import { outcomeLabel } from './outcome';
import { roundTitle } from './results-view';

/** /results: every round whose results the organisers have published, latest first. */
export default function ResultsIndexPage() {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  usePageTitle(t('results.title'), t('results.metaDescription', { contestName }));
  const index = useResultsIndex();
  const rounds = [...(index.data?.items ?? [])].reverse();

  return (
    <>
      <PageHeader eyebrow={contestName} title={t('results.title')}>
        <p>{t('results.lead')}</p>
        {index.data ? (
          <p className="mt-3 text-base">
            {t('results.stageNow')}{' '}
            <span className="font-semibold text-saffron-200">{stageLabel(index.data.stage)}</span>
          </p>
        ) : null}
      </PageHeader>
      <section aria-labelledby="results-rounds" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h2 id="results-rounds" className="sr-only">
          {t('results.publishedRounds')}
        </h2>
        {index.isPending ? (
          <p role="status" className="text-ink-800">
            {t('results.loading')}
          </p>
        ) : index.isError ? (
          <div role="alert" className="rounded-3xl bg-white p-6 text-center text-ink-900 ring-1 ring-ink-900/10">
            <p className="font-semibold">{t('results.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void index.refetch()}
              className={buttonClass('outline-light', 'md', 'mt-4')}
            >
              <Icon name="refresh" className="h-4 w-4" /> {t('common.tryAgain')}
            </button>
          </div>
        ) : rounds.length === 0 ? (
          <div className="rounded-3xl bg-white p-6 text-center text-ink-800 ring-1 ring-ink-900/10">
            <p>{t('results.empty')}</p>
            <Link to="/submissions" className={buttonClass('primary', 'md', 'mt-4')}>
              {t('results.seeBoard')} <Icon name="arrowRight" className="h-4 w-4" />
            </Link>
          </div>
        ) : (
          <ul className="grid gap-4">
            {rounds.map((round) => (
              <li key={round.roundId}>
                <article
                  aria-labelledby={`results-round-${round.roundId}`}
                  className="relative rounded-3xl bg-white p-5 ring-1 ring-ink-900/10 focus-within:ring-2 focus-within:ring-saffron-500 sm:p-6"
                >
                  <h3 id={`results-round-${round.roundId}`} className="font-display text-xl font-semibold text-ink-950">
                    <Link to={`/results/${round.roundId}`} className="after:absolute after:inset-0 hover:underline">
                      {roundTitle(round, currentLanguage())}
                    </Link>
                  </h3>
                  <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-saffron-200/60 px-3 py-1 text-sm font-semibold text-saffron-800">
                    <Icon name="trophy" className="h-4 w-4" /> {outcomeLabel(round)}
                  </p>
                  <p className="mt-2 text-sm text-ink-700">
                    {t('results.publishedOn', { when: formatDate(round.publishedAt) ?? '' })}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
