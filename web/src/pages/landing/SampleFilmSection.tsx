import { useEffect, useRef } from 'react';
import type { Film } from '../../api/site-content-api';
import { InstagramEmbed } from '../../components/InstagramEmbed';
import { useSiteContent } from '../../content/use-site-content';
import { useInView, usePrefersReducedMotion } from '../../lib/hooks';
import { SectionHeading } from './SectionHeading';
import { useTranslation } from '../../i18n/react';

/** The sample film the organisers set in the console; none, no block. */
export function SampleFilmSection() {
  const { t } = useTranslation();
  const film = useSiteContent().data?.sampleFilm;
  if (!film) return null;
  return (
    <section aria-labelledby="sample-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="sample-title" eyebrow={t('sample.eyebrow')} title={t('sample.title')}>
          <p>{t('sample.lead')}</p>
        </SectionHeading>
        <div className="mt-10">
          {film.kind === 'video' ? (
            <AutoPlayingFilm film={film} />
          ) : (
            <div className="mx-auto max-w-md">
              <InstagramEmbed url={film.url} title={t('sample.filmTitle')} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** Plays (muted) while at least half of it is visible, unless motion is reduced (docs/product.md §2). */
function AutoPlayingFilm({ film }: { film: Extract<Film, { kind: 'video' }> }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const halfVisible = useInView(videoRef, { threshold: 0.5, once: false });
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (halfVisible && !reducedMotion) {
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [halfVisible, reducedMotion]);

  return (
    <video
      ref={videoRef}
      className="aspect-video w-full rounded-3xl bg-black shadow-2xl"
      muted
      loop
      playsInline
      controls
      preload="metadata"
      poster={film.posterUrl ?? undefined}
      aria-label={t('sample.filmTitle')}
    >
      <source src={film.url} type="video/mp4" />
    </video>
  );
}
