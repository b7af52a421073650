import { useEffect, useRef } from 'react';
import { SAMPLE_FILM_URL, SAMPLE_POSTER_URL } from '../../config/contest-facts';
import { useInView, usePrefersReducedMotion } from '../../lib/hooks';
import { useStaticMedia } from '../../lib/use-static-media';
import { FilmPlaceholder } from './FilmFrame';
import { SectionHeading } from './SectionHeading';

/** The sample film: plays (muted) while at least half of it is visible, unless motion is reduced. */
export function SampleFilmSection() {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const media = useStaticMedia(SAMPLE_FILM_URL, boxRef);
  const halfVisible = useInView(boxRef, { threshold: 0.5, once: false });
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!video || media !== 'present') return;
    if (halfVisible && !reducedMotion) {
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [halfVisible, media, reducedMotion]);

  return (
    <section aria-labelledby="sample-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="sample-title" eyebrow="Get inspired" title="A sample film">
          <p>Sixty seconds, one idea, told with AI. Use it as a guide for length, pace and subtitles.</p>
        </SectionHeading>
        <div ref={boxRef} className="mt-10">
          {media === 'present' ? (
            <video
              ref={videoRef}
              className="aspect-video w-full rounded-3xl bg-black shadow-2xl"
              muted
              loop
              playsInline
              controls
              preload="metadata"
              poster={SAMPLE_POSTER_URL}
              aria-label="Sample contest film"
            >
              <source src={SAMPLE_FILM_URL} type="video/mp4" />
            </video>
          ) : (
            <FilmPlaceholder
              title="Sample film"
              note={media === 'unknown' ? 'Loading…' : 'A sample film will be published here soon.'}
            />
          )}
        </div>
      </div>
    </section>
  );
}
