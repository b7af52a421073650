import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { fetchLeaderboard, LEADERBOARD_LIMIT, type BoardFilter } from '../../api/leaderboard-api';
import { useRules } from '../../content/use-rules';
import { BoardFilters } from './BoardFilters';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { RulesAndFaq } from '../../components/RulesAndFaq';
import { ContestStatsSection } from '../../components/ContestStatsSection';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../content/use-page-title';
import { sampleEntries, toDisplayEntry, type DisplayEntry } from './display-entry';
import { EntryCarousel } from './EntryCarousel';
import { MySubmissions } from './MySubmissions';
import { useTranslation } from '../../i18n/react';
import { useBranding } from '../../content/use-branding';
import { ContestStageNote } from '../results/ContestStageNote';

const EntryDetailDialog = lazy(() => import('./EntryDetailDialog'));

/** /submissions: the Top 500 Leaderboard, stats, My Submissions, rules and FAQ (docs/product.md §2). */
export default function LeaderboardPage() {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  usePageTitle(t('board.title'), t('board.metaDescription', { contestName }));
  const [filter, setFilter] = useState<BoardFilter>({});
  const [search, setSearch] = useState('');
  const leaderboard = useQuery({
    queryKey: ['leaderboard', LEADERBOARD_LIMIT, filter],
    queryFn: ({ signal }) => fetchLeaderboard(filter, signal),
    staleTime: 30_000,
    // The board on screen stays while a sub-board loads.
    placeholderData: (previous) => previous,
  });
  const rules = useRules();
  // The ranking rule of the round on now, from its settings: votes blend in only where the round takes them.
  const voting = rules.data?.rounds.find((round) => round.status === 'open')?.voting;
  const lead = voting?.enabled
    ? t('board.leadBlend', { views: voting.viewsWeightPercent, votes: voting.votesWeightPercent })
    : t('board.lead');
  const [selected, setSelected] = useState<DisplayEntry | null>(null);
  const [dialogRequested, setDialogRequested] = useState(false);

  // Built each render, in the visitor's current language (the carousel re-renders with the page anyway).
  const wanted = search.trim().toLocaleLowerCase();
  const entries = (leaderboard.data?.items.map(toDisplayEntry) ?? []).filter(
    (entry) => !wanted || entry.author.toLocaleLowerCase().includes(wanted),
  );
  const filtered = wanted !== '' || Object.values(filter).some(Boolean);
  const hasLiveEntries = entries.length > 0;
  // A failed first load shows the error at once; the query's retries go on behind it and replace it if one works.
  const failed = leaderboard.isError || (!leaderboard.data && leaderboard.failureCount > 0);
  const empty = leaderboard.isSuccess && !hasLiveEntries && !filtered;
  const simulated = leaderboard.data?.source === 'simulated';

  // The toasts for a failed or empty load (docs/product.md §8), once per occurrence.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const state = failed ? 'failed' : empty ? 'empty' : null;
    if (announced.current === state) return;
    announced.current = state;
    if (!state) return;
    if (failed) toast.error(t('board.toasts.failed'), { description: t('board.toasts.failedDescription') });
    else toast(t('board.toasts.empty'), { description: t('board.toasts.emptyDescription') });
  }, [failed, empty, t]);

  const refresh = async () => {
    announced.current = null;
    const result = await leaderboard.refetch();
    if (result.isSuccess && result.data.items.length > 0) {
      toast.success(t('board.toasts.updated'), { description: t('board.toasts.updatedDescription') });
    }
  };

  const open = (entry: DisplayEntry) => {
    setDialogRequested(true);
    setSelected(entry);
  };

  const updated = formatDateTime(leaderboard.data?.lastUpdated);

  return (
    <>
      <PageHeader eyebrow={t('nav.leaderboard')} title={t('board.title')}>
        <p>{lead}</p>
        <ContestStageNote />
      </PageHeader>

      <section aria-labelledby="board-title" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
        <h2 id="board-title" className="sr-only">
          {t('board.entries')}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
            <Icon name="clock" className="h-4 w-4" />
            {updated ? (
              <span>{t('board.updated', { when: updated })}</span>
            ) : (
              <span>{leaderboard.isPending ? t('board.loading') : t('board.notUpdated')}</span>
            )}
            {simulated ? (
              <span className="rounded-full bg-saffron-200/70 px-2.5 py-0.5 text-xs font-semibold text-saffron-800">
                {t('board.simulated')}
              </span>
            ) : null}
          </p>
          <button
            type="button"
            onClick={() => void refresh()}
            disabled={leaderboard.isFetching}
            className={buttonClass('outline-light', 'md')}
          >
            <Icon
              name="refresh"
              className={`h-4 w-4 ${leaderboard.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
            />
            {t('board.refresh')}
          </button>
        </div>

        <BoardFilters filter={filter} onFilter={setFilter} search={search} onSearch={setSearch} />

        <div className="mt-6">
          {leaderboard.isPending && !failed ? (
            <div className="flex gap-4 overflow-hidden" role="status" aria-label={t('board.loadingBoard')}>
              {[0, 1, 2, 3].map((i) => (
                <div
                  key={i}
                  className="h-[30rem] w-[min(19rem,82vw)] shrink-0 animate-pulse rounded-3xl bg-white ring-1 ring-ink-900/10"
                />
              ))}
            </div>
          ) : hasLiveEntries ? (
            <EntryCarousel entries={entries} label={t('board.entriesLabel')} onOpen={open} />
          ) : filtered && !failed ? (
            <p className="rounded-3xl bg-white p-6 text-center text-ink-800 ring-1 ring-ink-900/10">
              {t('board.filters.none')}
            </p>
          ) : (
            <>
              {failed ? (
                <div role="alert" className="rounded-3xl bg-ink-900 px-6 py-10 text-center text-white">
                  <Icon name="alert" className="mx-auto h-10 w-10 text-saffron-300" />
                  <p className="mt-4 font-display text-2xl font-semibold">{t('board.loadFailed')}</p>
                  <p className="mx-auto mt-2 max-w-md text-ink-100">{t('board.loadFailedLead')}</p>
                  <button
                    type="button"
                    onClick={() => window.location.reload()}
                    className={buttonClass('primary', 'lg', 'mt-6')}
                  >
                    <Icon name="refresh" className="h-5 w-5" /> {t('common.tryAgain')}
                  </button>
                </div>
              ) : (
                <p className="rounded-3xl bg-white p-6 text-center text-ink-800 ring-1 ring-ink-900/10">
                  {t('board.empty')}
                </p>
              )}
              <div className="mt-8 rounded-3xl border-2 border-dashed border-saffron-500 bg-saffron-200/20 p-4 sm:p-6">
                <p className="mb-4 flex items-center gap-2 font-semibold text-saffron-800">
                  <Icon name="alert" className="h-5 w-5" /> {t('board.samplesNote')}
                </p>
                <EntryCarousel entries={sampleEntries()} label={t('board.samplesLabel')} onOpen={open} />
              </div>
            </>
          )}
        </div>
      </section>

      <ContestStatsSection className="pt-14" />

      <MySubmissions />

      <section aria-labelledby="board-rules-title" className="bg-cream-100 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="board-rules-title" className="sr-only">
            {t('entry.rulesAndFaq')}
          </h2>
          <RulesAndFaq headingLevel="h3" idPrefix="leaderboard" />
        </div>
      </section>

      {dialogRequested ? (
        <Suspense fallback={null}>
          <EntryDetailDialog entry={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
