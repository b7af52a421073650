import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { pageIsRtl } from '../../lib/direction';
import type { DisplayEntry } from './display-entry';
import { EntryCard } from './EntryCard';
import { useTranslation } from '../../i18n/react';

const SCROLL_FRACTION = 0.9;
/** Dots shown at once; a longer board shows a window of them around the current page. */
const MAX_DOTS = 7;

/** The leaderboard's horizontal carousel: previous/next scroll 90 % of its width, with page dots. */
export function EntryCarousel({
  entries,
  label,
  onOpen,
}: {
  entries: DisplayEntry[];
  label: string;
  onOpen: (entry: DisplayEntry) => void;
}) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const [page, setPage] = useState({ current: 0, count: 1 });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const step = track.clientWidth * SCROLL_FRACTION;
    const scrollable = track.scrollWidth - track.clientWidth;
    const count = scrollable <= 1 ? 1 : Math.ceil(scrollable / step) + 1;
    // Right to left, the track starts at its right end and scrollLeft runs from 0 down to -scrollable.
    const scrolled = Math.abs(track.scrollLeft);
    const current = scrollable <= 1 ? 0 : Math.min(count - 1, Math.round(scrolled / step));
    const atEnd = scrolled >= scrollable - 2;
    setPage({ current: atEnd ? count - 1 : current, count });
  }, []);

  useEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, entries.length]);

  // Next goes along the reading direction: leftwards on a right-to-left page.
  const scrollByPage = (direction: 1 | -1) => {
    const track = trackRef.current;
    const along = pageIsRtl() ? -direction : direction;
    if (track) track.scrollBy({ left: along * track.clientWidth * SCROLL_FRACTION, behavior: 'smooth' });
  };
  const scrollToPage = (target: number) => {
    const track = trackRef.current;
    const along = pageIsRtl() ? -target : target;
    if (track) track.scrollTo({ left: along * track.clientWidth * SCROLL_FRACTION, behavior: 'smooth' });
  };

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div
        id={trackId}
        ref={trackRef}
        onScroll={measure}
        // No scroll snapping: it would pull each 90 % step to the next card edge (a whole card on phones) and
        // the page numbers away from the clicks.
        className="scrollbar-none -mx-4 flex gap-4 overflow-x-auto scroll-px-4 px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6"
      >
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} onOpen={onOpen} />
        ))}
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <div className="flex items-center">
          {dotWindow(page.current, page.count).map((i) => (
            <button
              key={i}
              type="button"
              onClick={() => scrollToPage(i)}
              aria-controls={trackId}
              aria-label={t('board.goToPage', { page: i + 1, count: page.count })}
              aria-current={i === page.current ? 'true' : undefined}
              className="grid h-11 w-7 place-items-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === page.current ? 'w-6 bg-ink-900' : 'w-2.5 bg-ink-900/25'}`}
              />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => scrollByPage(-1)}
            disabled={page.current === 0}
            aria-controls={trackId}
            aria-label={t('board.previous')}
            className="grid h-12 w-12 place-items-center rounded-full bg-white text-ink-900 ring-1 ring-ink-900/15 hover:bg-cream-100 disabled:opacity-40"
          >
            <Icon name="chevronLeft" className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={() => scrollByPage(1)}
            disabled={page.current >= page.count - 1}
            aria-controls={trackId}
            aria-label={t('board.next')}
            className="grid h-12 w-12 place-items-center rounded-full bg-ink-900 text-white hover:bg-ink-800 disabled:opacity-40"
          >
            <Icon name="chevronRight" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </section>
  );
}

/** The pages whose dots show: all of them, or MAX_DOTS around the current one. */
function dotWindow(current: number, count: number): number[] {
  const start = Math.max(0, Math.min(current - Math.floor(MAX_DOTS / 2), count - MAX_DOTS));
  return Array.from({ length: Math.min(count, MAX_DOTS) }, (_, i) => start + i);
}
