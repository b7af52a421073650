import type { PublishedRound } from '../../api/results-api';
import { t } from '../../i18n/i18n';

/** What a round's results are, with their number: "Top 500", "20 finalists", "3 winners". */
export const outcomeLabel = (round: Pick<PublishedRound, 'outcome' | 'count'>) =>
  t(`results.outcome.${round.outcome}`, { count: round.count });
