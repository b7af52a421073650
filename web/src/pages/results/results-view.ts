import type { IndianState } from '../../api/profile-api';
import type { PublishedRound, ResultsFilter } from '../../api/results-api';
import { THEMES } from '../../api/themes';
import type { SiteLanguage } from '../../i18n/languages';
import { inLanguage } from '../../content/in-language';

/** What a round's results page shows: its filters and page, kept in the address so a view can be shared. */
export interface ResultsView {
  filter: ResultsFilter;
  /** 1-based. */
  page: number;
}

/**
 * The view an address asks for. A state is known only once the list of states has loaded (`states`): until
 * then `stateLoading` is true and the page waits rather than asking for the whole list first. Anything that is
 * not a filter the API takes is left out.
 */
export function readResultsView(
  params: URLSearchParams,
  states: readonly IndianState[] | undefined,
): ResultsView & { stateLoading: boolean } {
  const category = THEMES.find((theme) => theme.value === params.get('theme'))?.value;
  const wantedState = params.get('state');
  const state = wantedState ? states?.find((name) => name === wantedState) : undefined;
  const page = Number(params.get('page'));
  return {
    filter: { category, state },
    page: Number.isInteger(page) && page > 1 ? page : 1,
    stateLoading: Boolean(wantedState) && states === undefined,
  };
}

/** The address's query for a view; defaults are left out, so the first page of everything is plain /results/N. */
export function resultsSearch(view: ResultsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.filter.category) params.set('theme', view.filter.category);
  if (view.filter.state) params.set('state', view.filter.state);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * "Find me": the unfiltered view holding the line that has `linesBefore` lines before it (GET /me/results
 * counts them over the whole list, so the filters are cleared).
 */
export function viewHolding(linesBefore: number, pageSize: number): ResultsView {
  return { filter: {}, page: Math.floor(linesBefore / pageSize) + 1 };
}

/** The organisers' title of a round in `language` where they wrote one, else the English. */
export function roundTitle(round: Pick<PublishedRound, 'title' | 'translations'>, language: SiteLanguage): string {
  return inLanguage(round.title, round.translations, language);
}
