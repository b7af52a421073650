import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { fetchMyResult, fetchRoundResults, RESULTS_PAGE_SIZE, type RoundResults } from '../../api/results-api';
import { useAuth } from '../../auth/auth-context';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { StateFilter, ThemeFilter } from '../../components/ListFilters';
import { PageHeader } from '../../components/PageHeader';
import { ShareButton } from '../../components/ShareButton';
import { useBranding } from '../../content/use-branding';
import { usePageTitle } from '../../content/use-page-title';
import { useStates } from '../../content/use-states';
import { useResultsIndex } from '../../content/use-contest-stage';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/format';
import { sharedAddress } from '../../lib/share';
import { outcomeLabel } from './outcome';
import { ResultLineCard } from './ResultLineCard';
import {
  pageCount,
  pageOffset,
  readResultsView,
  resultsSearch,
  roundTitle,
  viewHolding,
  type ResultsView,
} from './results-view';

/**
 * /results/:roundId — one round's published outcome, filtered by theme and state, a page at a time;
 * /results/:roundId/:submissionId — the same with one line marked: a winner's shared page.
 */
export default function RoundResultsPage() {
  const { t } = useTranslation();
  const path = useParams();
  const roundId = Number(path.roundId);
  const known = Number.isInteger(roundId) && roundId > 0;
  const [params, setParams] = useSearchParams();
  const states = useStates();
  const view = readResultsView(params, states.data);
  const results = useQuery({
    queryKey: ['results', roundId, view.filter, view.page],
    queryFn: ({ signal }) => fetchRoundResults(roundId, view.filter, pageOffset(view.page, RESULTS_PAGE_SIZE), signal),
    enabled: known && !view.stateLoading,
    // The page on screen stays while the next one or another filter loads.
    placeholderData: (previous) => (previous?.roundId === roundId ? previous : undefined),
  });
  const [found, setFound] = useState<string | null>(null);
  const show = (next: ResultsView) => setParams(resultsSearch(next));

  const missing = !known || (results.error instanceof ApiError && results.error.status === 404);
  if (missing) return <NotPublished />;
  if (!results.data) {
    return (
      <ResultsHeader>
        {results.isError ? (
          <p role="alert">
            {t('results.loadFailed')}{' '}
            <button type="button" onClick={() => void results.refetch()} className="underline underline-offset-4">
              {t('common.tryAgain')}
            </button>
          </p>
        ) : (
          <p role="status">{t('results.loading')}</p>
        )}
      </ResultsHeader>
    );
  }
  return (
    <RoundResultsView
      results={results.data}
      view={view}
      onView={(next) => {
        setFound(null);
        show(next);
      }}
      found={found}
      shared={path.submissionId ?? null}
      onFound={(submissionId, next) => {
        setFound(submissionId);
        show(next);
      }}
      loading={results.isPlaceholderData}
    />
  );
}

function ResultsHeader({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageHeader eyebrow={t('results.title')} title={title ?? t('results.title')}>
      {children}
    </PageHeader>
  );
}

/** A round whose results are not public: not published, under embargo, unpublished again, or no such round. */
function NotPublished() {
  const { t } = useTranslation();
  usePageTitle(t('results.round.notPublished'));
  return (
    <ResultsHeader title={t('results.round.notPublished')}>
      <p>{t('results.round.notPublishedLead')}</p>
      <Link to="/results" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('results.round.allResults')} <Icon name="arrowRight" className="h-4 w-4" />
      </Link>
    </ResultsHeader>
  );
}

function RoundResultsView({
  results,
  view,
  onView,
  found,
  shared,
  onFound,
  loading,
}: {
  results: RoundResults;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  found: string | null;
  shared: string | null;
  onFound: (submissionId: string, view: ResultsView) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  const title = roundTitle(results, currentLanguage());
  const filtered = Boolean(view.filter.category || view.filter.state);
  // The number in "Top 500" is the whole round's, which a filtered page's total is not.
  const published = useResultsIndex().data?.items.find((round) => round.roundId === results.roundId);
  const count = published?.count ?? (filtered ? null : results.total);
  usePageTitle(t('results.round.pageTitle', { title }), t('results.round.metaDescription', { title, contestName }));
  const pages = pageCount(results.total, RESULTS_PAGE_SIZE);

  // "Find me" has moved to the page holding the entrant's line, or a shared line's page opened: bring the line
  // into view and give it focus.
  const marked = found ?? shared;
  useEffect(() => {
    if (!marked || loading) return;
    const line = document.getElementById(`line-${marked}`);
    line?.scrollIntoView({ block: 'center' });
    line?.focus({ preventScroll: true });
  }, [marked, loading, results]);

  return (
    <>
      <ResultsHeader title={title}>
        {count !== null ? (
          <p className="font-semibold text-saffron-200">{outcomeLabel({ outcome: results.outcome, count })}</p>
        ) : null}
        {results.publishedAt ? (
          <p className="mt-1 text-base">{t('results.publishedOn', { when: formatDate(results.publishedAt) ?? '' })}</p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <ShareButton
            className={buttonClass('ghost-dark', 'md')}
            content={{
              title: t('results.round.pageTitle', { title }),
              text: t('results.round.shareText', { title, contestName }),
              url: sharedAddress(`/results/${results.roundId}`),
            }}
          />
          <FindMe roundId={results.roundId} onFound={onFound} />
        </div>
      </ResultsHeader>

      <section aria-labelledby="results-lines" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <h2 id="results-lines" className="font-display text-2xl font-semibold text-ink-950">
          {t('results.round.lines')}
        </h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <ThemeFilter
            value={view.filter.category}
            onChange={(category) => onView({ filter: { ...view.filter, category }, page: 1 })}
          />
          <StateFilter
            value={view.filter.state}
            onChange={(state) => onView({ filter: { ...view.filter, state }, page: 1 })}
          />
        </div>
        <p className="mt-4 text-sm text-ink-700" aria-live="polite">
          {results.total === 0
            ? t('results.round.noMatch')
            : t('results.round.showing', {
                from: pageOffset(view.page, RESULTS_PAGE_SIZE) + 1,
                to: pageOffset(view.page, RESULTS_PAGE_SIZE) + results.items.length,
                total: results.total,
              })}
        </p>
        <ol className={`mt-4 grid gap-3 ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
          {results.items.map((line) => (
            <li key={line.submissionId} id={`line-${line.submissionId}`} tabIndex={-1} className="rounded-3xl">
              <ResultLineCard
                line={line}
                mark={line.submissionId === found ? 'mine' : line.submissionId === shared ? 'shared' : null}
                share={
                  results.outcome === 'winners'
                    ? {
                        title: t('results.round.winnerShareTitle', { name: line.displayName, title }),
                        text: t('results.round.winnerShareText', { name: line.displayName, contestName }),
                        url: sharedAddress(`/results/${results.roundId}/${line.submissionId}`),
                      }
                    : null
                }
              />
            </li>
          ))}
        </ol>
        {pages > 1 ? (
          <nav aria-label={t('results.round.pages')} className="mt-6 flex items-center justify-between gap-3">
            <button
              type="button"
              disabled={view.page <= 1}
              onClick={() => onView({ ...view, page: view.page - 1 })}
              className={buttonClass('outline-light', 'md')}
            >
              <Icon name="chevronLeft" className="h-4 w-4" /> {t('results.round.previous')}
            </button>
            <p className="text-sm text-ink-800">{t('results.round.pageOf', { page: view.page, count: pages })}</p>
            <button
              type="button"
              disabled={view.page >= pages}
              onClick={() => onView({ ...view, page: view.page + 1 })}
              className={buttonClass('outline-light', 'md')}
            >
              {t('results.round.next')} <Icon name="chevronRight" className="h-4 w-4" />
            </button>
          </nav>
        ) : null}
        <p className="mt-8">
          <Link to="/results" className="font-semibold text-ink-800 underline underline-offset-4">
            {t('results.round.allResults')}
          </Link>
        </p>
      </section>
    </>
  );
}

/** "Find me": a signed-in entrant's own line, on whichever page it is. */
function FindMe({ roundId, onFound }: { roundId: number; onFound: (submissionId: string, view: ResultsView) => void }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [notice, setNotice] = useState<string | null>(null);
  const find = useMutation({
    mutationFn: () => fetchMyResult(roundId),
    onSuccess: ({ line, offset }) => {
      if (line && offset !== null) {
        setNotice(t('results.round.found', { place: line.place }));
        onFound(line.submissionId, viewHolding(offset, RESULTS_PAGE_SIZE));
      } else {
        setNotice(t('results.round.notInList'));
      }
    },
    onError: (error) => setNotice(errorMessage(error, t('common.tryAgainOrSupport'))),
  });
  if (!isAuthenticated) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => find.mutate()}
        disabled={find.isPending}
        className={buttonClass('primary', 'md')}
      >
        <Icon name="users" className="h-4 w-4" /> {t('results.round.findMe')}
      </button>
      <p role="status" className="text-base text-white">
        {notice}
      </p>
    </div>
  );
}
