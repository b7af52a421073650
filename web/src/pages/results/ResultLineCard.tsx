import type { ResultLine } from '../../api/results-api';
import { categoryLabel, stateName } from '../../content/translated-rules';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { formatDecimal, formatExact } from '../../lib/format';
import { Icon } from '../../components/Icon';
import { WatchFilm } from './WatchFilm';
import { ShareButton } from '../../components/ShareButton';
import { buttonClass } from '../../components/button-styles';
import type { ShareContent } from '../../lib/share';
import { inLanguage } from '../../content/in-language';

/** Decimals of the blended score of Rounds 1–2 (0–1) and of the jury's final score of Rounds 3–4 (0–10). */
const BLEND_DIGITS = 3;
const JURY_DIGITS = 2;

/**
 * One line of a round's results: place, creator, state and theme, what ranked them, the prize, the film.
 * `mark`: the signed-in entrant's own line ("You"), or the line a shared address points at; `share`: a winner's
 * own page to share.
 */
export function ResultLineCard({
  line,
  mark,
  share,
}: {
  line: ResultLine;
  mark: 'mine' | 'shared' | null;
  share: ShareContent | null;
}) {
  const { t } = useTranslation();
  const where = [line.state ? stateName(line.state) : null, categoryLabel(line.category, line.category)]
    .filter(Boolean)
    .join(' · ');
  const facts = line.figures
    ? [
        { id: 'views', term: t('board.views'), value: formatExact(line.figures.views) },
        { id: 'likes', term: t('board.likes'), value: formatExact(line.figures.likes) },
        { id: 'votes', term: t('board.votes'), value: formatExact(line.figures.votes) },
        { id: 'score', term: t('results.round.score'), value: formatDecimal(line.figures.score, BLEND_DIGITS) },
      ]
    : line.score !== undefined && line.score !== null
      ? [{ id: 'score', term: t('results.round.juryScore'), value: formatDecimal(line.score, JURY_DIGITS) }]
      : [];
  const prize = line.prize ? inLanguage(line.prize.title, line.prize.translations, currentLanguage()) : null;
  return (
    <article
      aria-labelledby={`line-name-${line.submissionId}`}
      className={`rounded-3xl bg-white p-4 sm:p-5 ${mark ? 'ring-4 ring-saffron-500' : 'ring-1 ring-ink-900/10'}`}
    >
      <div className="flex items-start gap-3">
        <p className="grid h-12 min-w-12 shrink-0 place-items-center rounded-2xl bg-ink-900 px-2 font-display text-lg font-semibold text-white">
          <span className="sr-only">{t('results.round.place')} </span>
          {line.place}
        </p>
        <div className="min-w-0 flex-1">
          <h3
            id={`line-name-${line.submissionId}`}
            className="font-display text-lg font-semibold break-words text-ink-950"
          >
            {line.displayName}
          </h3>
          <p className="text-sm text-ink-700">{where}</p>
        </div>
        {mark === 'mine' ? (
          <p className="shrink-0 rounded-full bg-saffron-500 px-3 py-1 text-sm font-semibold text-ink-950">
            {t('results.round.you')}
          </p>
        ) : null}
      </div>
      {prize ? (
        <p className="mt-3 flex items-center gap-2 font-semibold text-saffron-800">
          <Icon name="trophy" className="h-5 w-5" />
          <span>
            <span className="sr-only">{t('results.round.prize')}: </span>
            {prize}
          </span>
        </p>
      ) : null}
      {facts.length ? (
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.id} data-testid={fact.id} className="rounded-2xl bg-cream-100 px-3 py-2">
              <dt className="text-xs font-semibold tracking-wider text-ink-700 uppercase">{fact.term}</dt>
              <dd className="font-display text-lg font-semibold text-ink-950">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <WatchFilm url={line.instagramUrl} title={t('vote.film', { name: line.displayName })} />
      {share ? <ShareButton className={buttonClass('ghost-light', 'sm', 'mt-2')} content={share} /> : null}
    </article>
  );
}
