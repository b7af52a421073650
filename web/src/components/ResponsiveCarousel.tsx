import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL_INTERVAL_MS, MOBILE_BREAKPOINT_PX } from '../config/site';
import { useMediaQuery, usePrefersReducedMotion } from '../lib/hooks';
import { Icon } from './Icon';
import { pageIsRtl } from '../lib/direction';
import { useTranslation } from '../i18n/react';

interface Props<T> {
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the carousel for assistive technology ("Contest rounds"). */
  label: string;
  /** Layout of the list on screens 768 px and wider. */
  gridClassName: string;
  tone?: 'dark' | 'light';
}

/**
 * A grid on wide screens; under 768 px a carousel that advances every 3 s and loops (docs/product.md §2). The
 * rotation pauses on hover or focus, has a Pause button (WCAG 2.2.2), and never starts by itself when the
 * visitor prefers reduced motion.
 */
export function ResponsiveCarousel<T>(props: Props<T>) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  if (!mobile) {
    return (
      <ul className={props.gridClassName}>
        {props.items.map((item, index) => (
          <li key={props.itemKey(item)} className="flex">
            {props.renderItem(item, index)}
          </li>
        ))}
      </ul>
    );
  }
  return <AutoCarousel {...props} />;
}

/**
 * The track's scrollLeft that puts the slide at its start: its left edge on a left-to-right page; on a
 * right-to-left one (Urdu) the track starts at its right end, scrollLeft runs from 0 down, and the slide's right
 * edge is lined up with the track's.
 */
function slideScrollLeft(track: HTMLElement, slide: HTMLElement): number {
  const left = slide.offsetLeft - track.offsetLeft;
  return pageIsRtl() ? left + slide.offsetWidth - track.clientWidth : left;
}

function AutoCarousel<T>({ items, itemKey, renderItem, label, tone = 'light' }: Props<T>) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [held, setHeld] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const count = items.length;

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, count]);

  const nearestSlide = useCallback(() => {
    const track = trackRef.current;
    if (!track) return 0;
    const slides = Array.from(track.children) as HTMLElement[];
    const distance = (slide: HTMLElement) => Math.abs(slideScrollLeft(track, slide) - track.scrollLeft);
    let nearest = 0;
    slides.forEach((slide, i) => {
      if (distance(slide) < distance(slides[nearest])) nearest = i;
    });
    return nearest;
  }, []);

  // Bring the current slide into view unless the visitor's own swipe already put it there. Not on mount: the
  // track shows the first slide already, and measuring it then would force a layout of the whole page while
  // the landing page's sections are still being added (a 100 ms task on a phone).
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      if (index === 0) return;
    }
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (!track || !slide || nearestSlide() === index) return;
    track.scrollTo({ left: slideScrollLeft(track, slide), behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [index, nearestSlide, reducedMotion]);

  const scrollSettle = useRef<number | undefined>(undefined);
  const onScroll = () => {
    window.clearTimeout(scrollSettle.current);
    scrollSettle.current = window.setTimeout(() => setIndex(nearestSlide()), 120);
  };

  const go = (next: number) => setIndex((next + count) % count);
  const controlTone =
    tone === 'dark' ? 'text-white ring-white/30 hover:bg-white/10' : 'text-ink-900 ring-ink-900/20 hover:bg-ink-900/5';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        id={trackId}
        ref={trackRef}
        onScroll={onScroll}
        // A scrollable region keyboard users can reach and scroll with the arrow keys.
        tabIndex={0}
        aria-live={playing && !held ? 'off' : 'polite'}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2"
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slideOf', { index: i + 1, count })}
            aria-current={i === index ? 'true' : undefined}
            className="flex w-[86%] shrink-0 snap-start"
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-controls={trackId}
          aria-label={t('carousel.previous')}
          className={`grid h-11 w-11 place-items-center rounded-full ring-1 ${controlTone}`}
        >
          <Icon name="chevronLeft" className="h-5 w-5" />
        </button>
        <div className="flex items-center">
          {items.map((item, i) => (
            <button
              key={itemKey(item)}
              type="button"
              onClick={() => go(i)}
              aria-controls={trackId}
              aria-label={t('carousel.show', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              className="grid h-11 w-7 place-items-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  i === index ? 'w-6 bg-saffron-500' : tone === 'dark' ? 'w-2.5 bg-white/45' : 'w-2.5 bg-ink-900/30'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-controls={trackId}
          aria-label={t('carousel.next')}
          className={`grid h-11 w-11 place-items-center rounded-full ring-1 ${controlTone}`}
        >
          <Icon name="chevronRight" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          aria-controls={trackId}
          className={`inline-flex h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 ${controlTone}`}
        >
          <Icon name={playing ? 'pause' : 'play'} className="h-4 w-4" />
          {playing ? t('carousel.pause') : t('carousel.play')}
          <span className="sr-only"> {t('carousel.slideShow')}</span>
        </button>
      </div>
    </section>
  );
}
