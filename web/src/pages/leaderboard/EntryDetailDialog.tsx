import { Link } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { InstagramEmbed } from '../../components/InstagramEmbed';
import { formatDate, formatExact } from '../../lib/format';
import type { DisplayEntry } from './display-entry';
import { Badge } from './EntryCard';
import { useTranslation } from '../../i18n/react';
import { stateName } from '../../content/translated-rules';

/** The detail dialog of a leaderboard card (docs/product.md §2). */
export default function EntryDetailDialog({ entry, onClose }: { entry: DisplayEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const facts = entry
    ? [
        { term: t('board.facts.author'), value: entry.author },
        { term: t('board.facts.uploaded'), value: formatDate(entry.submittedAt) ?? '—' },
        { term: t('board.views'), value: formatExact(entry.views) },
        { term: t('board.likes'), value: formatExact(entry.likes) },
        { term: t('board.votes'), value: formatExact(entry.votes) },
        { term: t('profile.badges.state'), value: entry.state ? stateName(entry.state) : '—' },
        { term: t('profile.badges.category'), value: entry.category ?? '—' },
        { term: t('board.facts.creatorType'), value: entry.creatorType ?? '—' },
      ]
    : [];
  return (
    <Dialog open={entry !== null} onClose={onClose} title={entry?.title ?? ''} size="lg">
      {entry ? (
        <div className="grid gap-6 sm:grid-cols-[1fr_1.1fr]">
          <div>
            {entry.instagramUrl ? (
              <InstagramEmbed url={entry.instagramUrl} title={entry.title} />
            ) : (
              <div className="grid aspect-[4/5] place-items-center rounded-2xl bg-ink-900 p-6 text-center text-white">
                {t('board.sample.noPost')}
              </div>
            )}
          </div>
          <div>
            <div className="flex flex-wrap gap-1.5">
              {entry.rank !== null ? (
                <Badge tone="saffron">{t('board.rankBadge', { rank: entry.rank })}</Badge>
              ) : (
                <Badge tone="saffron">{t('board.sample.badge')}</Badge>
              )}
              {entry.category ? <Badge tone="leaf">{entry.category}</Badge> : null}
              {entry.creatorType ? <Badge>{entry.creatorType}</Badge> : null}
            </div>
            <p className="mt-4 leading-relaxed text-ink-700">{entry.description}</p>
            <dl className="mt-5 grid grid-cols-2 gap-3">
              {facts.map((fact) => (
                <div key={fact.term} className="rounded-2xl bg-cream-100 px-4 py-3">
                  <dt className="text-xs font-semibold tracking-wider text-ink-700 uppercase">{fact.term}</dt>
                  <dd className="mt-0.5 font-semibold text-ink-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
            {entry.isSample ? null : (
              <Link
                to={`/entries/${entry.id}`}
                className="mt-6 me-2 inline-flex items-center gap-2 rounded-full bg-saffron-500 px-5 py-3 font-semibold text-ink-950 hover:bg-saffron-400"
              >
                {t('board.voteAndShare')}
              </Link>
            )}
            {entry.instagramUrl ? (
              <a
                href={entry.instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-6 inline-flex items-center gap-2 rounded-full bg-ink-900 px-5 py-3 font-semibold text-white hover:bg-ink-800"
              >
                {t('instagram.view')} <Icon name="external" className="h-4 w-4" />
                <span className="sr-only">{t('common.newTab')}</span>
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
