import { Link } from 'react-router-dom';
import { stageLabel, useResultsIndex } from '../../content/use-contest-stage';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { roundTitle } from './results-view';

/** Where the contest stands, and a link to each round's published results (the leaderboard's header). */
export function ContestStageNote() {
  const { t } = useTranslation();
  const index = useResultsIndex();
  if (!index.data) return null;
  const { stage, items } = index.data;
  return (
    <div className="mt-4 text-base">
      <p>
        {t('results.stageNow')} <span className="font-semibold text-saffron-200">{stageLabel(stage)}</span>
      </p>
      {items.length ? (
        <ul aria-label={t('results.publishedRounds')} className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {items.map((round) => (
            <li key={round.roundId}>
              <Link to={`/results/${round.roundId}`} className="underline underline-offset-4 hover:text-white">
                {t('results.roundResults', { title: roundTitle(round, currentLanguage()) })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
