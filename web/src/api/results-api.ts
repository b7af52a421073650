import { answer, publicApi, signedInApi } from './api-call';
import type { components } from './schema';

type ResultsIndex = components['schemas']['ResultsIndexDto'];
export type ContestStage = components['schemas']['ContestStageDto'];
export type PublishedRound = components['schemas']['PublishedRoundDto'];
export type RoundResults = components['schemas']['RoundResultsDto'];
export type ResultLine = components['schemas']['ResultLineDto'];
type MyResult = components['schemas']['MyResultDto'];

/** A round's lines on one page of its results: a theme and a state narrow them (the API filters). */
export type ResultsFilter = {
  category?: components['schemas']['SubmissionCategory'];
  state?: components['schemas']['IndianState'];
};

/** Lines per page of a round's results (the API allows up to 100). */
export const RESULTS_PAGE_SIZE = 50;

/** Where the contest stands and the rounds whose results are public (GET /results). */
export function fetchResultsIndex(signal?: AbortSignal): Promise<ResultsIndex> {
  return answer(publicApi.GET('/results', { signal }));
}

/** One page of a round's public results; a 404 (`results_not_published`) until they are public. */
export function fetchRoundResults(
  roundId: number,
  filter: ResultsFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<RoundResults> {
  return answer(
    publicApi.GET('/results/{roundId}', {
      params: { path: { roundId }, query: { ...filter, limit: RESULTS_PAGE_SIZE, offset } },
      signal,
    }),
  );
}

/** The signed-in entrant's own line in a round's results, and how many lines come before it. */
export function fetchMyResult(roundId: number, signal?: AbortSignal): Promise<MyResult> {
  return answer(signedInApi.GET('/me/results/{roundId}', { params: { path: { roundId } }, signal }));
}
