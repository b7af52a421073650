import { Icon } from '../../components/Icon';
import { InstagramEmbed } from '../../components/InstagramEmbed';
import { formatCount } from '../../lib/format';
import type { DisplayEntry } from './display-entry';
import { useTranslation } from '../../i18n/react';

const RANK_STYLE: Record<number, string> = {
  1: 'bg-gradient-to-br from-saffron-300 to-saffron-500 text-ink-950',
  2: 'bg-gradient-to-br from-ink-100 to-ink-200 text-ink-950',
  3: 'bg-gradient-to-br from-saffron-600 to-saffron-800 text-white',
};

export function Badge({ children, tone = 'ink' }: { children: string; tone?: 'ink' | 'leaf' | 'saffron' }) {
  const tones = {
    ink: 'bg-ink-100 text-ink-800',
    leaf: 'bg-leaf-600/10 text-leaf-800',
    saffron: 'bg-saffron-200/60 text-saffron-800',
  };
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

function SamplePoster({ entry }: { entry: DisplayEntry }) {
  const { t } = useTranslation();
  return (
    <div className="flex aspect-[4/5] flex-col items-center justify-center gap-3 rounded-2xl bg-[repeating-linear-gradient(135deg,#122250_0_14px,#0a1633_14px_28px)] p-6 text-center text-white">
      <span className="rounded-full bg-saffron-500 px-3 py-1 text-xs font-bold tracking-widest text-ink-950 uppercase">
        {t('board.sample.badge')}
      </span>
      <p className="font-display text-lg font-semibold">{t('board.sample.film', { theme: entry.category })}</p>
      <p className="text-sm text-ink-100">{t('board.sample.notReal')}</p>
    </div>
  );
}

/** One leaderboard card: the post, rank, title, author, views, likes and badges (docs/product.md §2). */
export function EntryCard({ entry, onOpen }: { entry: DisplayEntry; onOpen: (entry: DisplayEntry) => void }) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={entry.isSample ? t('board.sample.cardLabel', { title: entry.title }) : entry.title}
      className={`flex w-[min(19rem,82vw)] shrink-0 snap-start flex-col rounded-3xl bg-white p-3 shadow-sm ring-1 ${
        entry.isSample ? 'ring-2 ring-saffron-500 ring-dashed' : 'ring-ink-900/10'
      }`}
    >
      <div className="relative">
        {entry.isSample || !entry.instagramUrl ? (
          <SamplePoster entry={entry} />
        ) : (
          <InstagramEmbed url={entry.instagramUrl} title={entry.title} />
        )}
        {entry.rank !== null ? (
          <span
            className={`absolute start-3 top-3 grid h-11 min-w-11 place-items-center rounded-2xl px-2 font-display text-lg font-bold shadow-lg ${
              RANK_STYLE[entry.rank] ?? 'bg-ink-950 text-white'
            }`}
          >
            <span className="sr-only">{t('board.rank')} </span>#{entry.rank}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 cursor-pointer flex-col px-2 pt-4 pb-2" onClick={() => onOpen(entry)}>
        <h3 className="font-display text-lg leading-snug font-semibold text-ink-900">
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(entry);
            }}
            className="rounded text-start hover:underline"
          >
            {entry.title}
          </button>
        </h3>
        <p className="mt-0.5 text-sm text-ink-700">{t('board.byAuthor', { author: entry.author })}</p>
        <div className="mt-3 flex flex-wrap gap-1.5">
          {entry.isSample ? <Badge tone="saffron">{t('board.sample.badge')}</Badge> : null}
          {entry.category ? <Badge tone="leaf">{entry.category}</Badge> : null}
          {entry.creatorType ? <Badge>{entry.creatorType}</Badge> : null}
        </div>
        <dl className="mt-auto flex gap-5 pt-4 text-sm text-ink-800">
          <div className="flex items-center gap-1.5">
            <dt>
              <Icon name="eye" className="h-4 w-4" title={t('board.views')} />
            </dt>
            <dd className="font-semibold tabular-nums">{formatCount(entry.views)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Icon name="heart" className="h-4 w-4" title={t('board.likes')} />
            </dt>
            <dd className="font-semibold tabular-nums">{formatCount(entry.likes)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
