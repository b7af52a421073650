import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { fetchStats } from '../api/leaderboard-api';
import { formatCount, formatInteger } from '../lib/format';
import { Icon, type IconName } from './Icon';
import { useTranslation } from '../i18n/react';

/** "The contest so far": a titled section of the totals; `className` places it on its page. */
export function ContestStatsSection({ className }: { className: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`mx-auto max-w-7xl px-4 sm:px-6 ${className}`}>
      <h2 id={titleId} className="text-2xl font-semibold text-ink-900">
        {t('stats.title')}
      </h2>
      <div className="mt-5">
        <StatsCards />
      </div>
    </section>
  );
}

/** Real contest totals from GET /stats; dashes while loading or when unavailable. */
function StatsCards() {
  const { t } = useTranslation();
  const stats = useQuery({ queryKey: ['stats'], queryFn: ({ signal }) => fetchStats(signal), staleTime: 60_000 });
  const cards: { label: string; value: string; icon: IconName }[] = [
    { label: t('stats.entries'), value: stats.data ? formatInteger(stats.data.entries) : '—', icon: 'film' },
    { label: t('stats.views'), value: stats.data ? formatCount(stats.data.totalViews) : '—', icon: 'eye' },
    { label: t('stats.states'), value: stats.data ? formatInteger(stats.data.statesRepresented) : '—', icon: 'pin' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3" aria-busy={stats.isPending}>
      {cards.map((card) => (
        <div
          key={card.label}
          className="relative flex min-h-24 flex-col-reverse justify-center rounded-3xl bg-white py-5 ps-[5.5rem] pe-5 ring-1 ring-ink-900/10"
        >
          <dt className="text-sm font-medium text-ink-700">
            <span className="absolute start-5 top-1/2 grid h-12 w-12 -translate-y-1/2 place-items-center rounded-2xl bg-ink-900 text-saffron-300">
              <Icon name={card.icon} className="h-6 w-6" />
            </span>
            {card.label}
          </dt>
          <dd className="font-display text-3xl font-semibold text-ink-900 tabular-nums">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
