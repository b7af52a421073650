import { useRef } from 'react';
import { INTRO_POSTER_URL, INTRO_VIDEO_URL } from '../../config/contest-facts';
import { useStaticMedia } from '../../lib/use-static-media';
import { FilmPlaceholder } from './FilmFrame';
import { SectionHeading } from './SectionHeading';

/** The intro video: a static file the operator provides (web/public/media/intro.mp4). */
export function IntroVideoSection() {
  const ref = useRef<HTMLDivElement>(null);
  const media = useStaticMedia(INTRO_VIDEO_URL, ref);
  return (
    <section aria-labelledby="intro-title" className="bg-ink-950 py-20 text-white sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading id="intro-title" eyebrow="Watch" title="The contest in two minutes" tone="dark" align="left">
          <p>What to make, how to post it, and how the leaderboard and the jury pick the finalists.</p>
        </SectionHeading>
        <div ref={ref}>
          {media === 'present' ? (
            <video
              className="aspect-video w-full rounded-3xl bg-black ring-1 ring-white/10"
              controls
              preload="none"
              playsInline
              poster={INTRO_POSTER_URL}
              aria-label="Contest introduction video"
            >
              <source src={INTRO_VIDEO_URL} type="video/mp4" />
            </video>
          ) : (
            <FilmPlaceholder
              title="Introduction film"
              note={media === 'unknown' ? 'Loading…' : 'The introduction film will be published here soon.'}
            />
          )}
        </div>
      </div>
    </section>
  );
}
