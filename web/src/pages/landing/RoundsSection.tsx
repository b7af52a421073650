import type { RoundView } from '../../api/content-api';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { ResponsiveCarousel } from '../../components/ResponsiveCarousel';
import { useRules } from '../../content/use-rules';
import { SectionHeading } from './SectionHeading';
import { useTranslation } from '../../i18n/react';
import { roundPeriod, roundPhase } from '../../content/translated-rules';

const STATUS_CHIP: Record<RoundView['status'], string> = {
  open: 'bg-leaf-600 text-white',
  upcoming: 'bg-ink-100 text-ink-800',
  closed: 'bg-ink-900/10 text-ink-700',
};

function RoundCard({ round, index }: { round: RoundView; index: number }) {
  const { t } = useTranslation();
  const open = round.status === 'open';
  return (
    <article
      className={`relative flex w-full flex-col rounded-3xl p-6 ring-1 ${
        open ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-900 ring-ink-900/10'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <span
          className={`grid h-11 w-11 place-items-center rounded-2xl font-display text-lg font-semibold ${
            open ? 'bg-saffron-500 text-ink-950' : 'bg-cream-100 text-ink-900'
          }`}
        >
          {index + 1}
        </span>
        <span className={`rounded-full px-3 py-1 text-xs font-bold tracking-wider ${STATUS_CHIP[round.status]}`}>
          {t(`rounds.status.${round.status}`)}
        </span>
      </div>
      <p
        className={`mt-5 text-sm font-semibold tracking-wider uppercase ${open ? 'text-saffron-300' : 'text-saffron-700'}`}
      >
        {roundPhase(round)}
      </p>
      <h3 className="mt-1 text-xl font-semibold">{round.title}</h3>
      <p className={`mt-3 flex-1 leading-relaxed ${open ? 'text-ink-100' : 'text-ink-700'}`}>{round.description}</p>
      <dl className={`mt-5 space-y-2 border-t pt-4 text-sm ${open ? 'border-white/15' : 'border-ink-900/10'}`}>
        <div className="flex gap-2">
          <dt className="mt-0.5 shrink-0">
            <Icon name="calendar" className="h-4 w-4" />
            <span className="sr-only">{t('rounds.period.label')}</span>
          </dt>
          <dd>{roundPeriod(round)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="mt-0.5 shrink-0">
            <Icon name="star" className="h-4 w-4" />
            <span className="sr-only">{t('rounds.judgedBy')}</span>
          </dt>
          <dd>{round.evaluationMethod}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="mt-0.5 shrink-0">
            <Icon name="users" className="h-4 w-4" />
            <span className="sr-only">{t('rounds.participants')}</span>
          </dt>
          <dd>
            {round.participants}
            {round.videoRule ? ` · ${round.videoRule}` : ''}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** Rounds and timeline, anchor #competition (docs/product.md §2 and §4, "Rounds"). */
export function RoundsSection() {
  const { t } = useTranslation();
  const rules = useRules();
  return (
    <section aria-labelledby="competition-title" id="competition" className="bg-cream-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="competition-title" eyebrow={t('rounds.eyebrow')} title={t('rounds.title')}>
          <p>{t('rounds.lead')}</p>
        </SectionHeading>
        <div className="mt-12">
          {rules.data ? (
            <ResponsiveCarousel
              items={rules.data.rounds}
              itemKey={(round) => String(round.id)}
              label={t('rounds.carousel')}
              gridClassName="grid gap-5 md:grid-cols-2 xl:grid-cols-4"
              renderItem={(round, index) => <RoundCard round={round} index={index} />}
            />
          ) : rules.isError ? (
            <div role="alert" className="mx-auto max-w-md rounded-3xl bg-white p-6 text-center ring-1 ring-ink-900/10">
              <p className="font-semibold">{t('rounds.loadFailed')}</p>
              <button
                type="button"
                onClick={() => void rules.refetch()}
                className={buttonClass('secondary', 'md', 'mt-4')}
              >
                {t('common.tryAgain')}
              </button>
            </div>
          ) : (
            <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="h-80 animate-pulse rounded-3xl bg-white ring-1 ring-ink-900/10" />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
