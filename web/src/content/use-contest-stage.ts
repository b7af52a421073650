import { useQuery } from '@tanstack/react-query';
import { fetchResultsIndex, type ContestStage } from '../api/results-api';
import { t } from '../i18n/i18n';

/** Where the contest stands and the rounds whose results are public (GET /results); every page's header reads it. */
export const resultsIndexQuery = {
  queryKey: ['results'],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchResultsIndex(signal),
  staleTime: 60_000,
};

export const useResultsIndex = () => useQuery(resultsIndexQuery);

/**
 * The stage in the visitor's language: "Public voting is on", "Finalists announced", … Between rounds, before a
 * closed round's results are out, the API says `jury` too; the site says the results are being prepared.
 */
export const stageLabel = (stage: ContestStage) =>
  stage.stage === 'jury' && stage.currentRoundId === null
    ? t('common.stage.preparing')
    : t(`common.stage.${stage.stage}`);

/** The address of the latest public results, or null while none are published. */
export const latestResultsPath = (stage: ContestStage | undefined) =>
  stage?.latestResultsRoundId ? `/results/${stage.latestResultsRoundId}` : null;
