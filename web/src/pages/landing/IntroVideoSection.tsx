import { InstagramEmbed } from '../../components/InstagramEmbed';
import { useSiteContent } from '../../content/use-site-content';
import { SectionHeading } from './SectionHeading';
import { useTranslation } from '../../i18n/react';

/** The intro film the organisers set in the console (a file on this site or an Instagram post); none, no block. */
export function IntroVideoSection() {
  const { t } = useTranslation();
  const film = useSiteContent().data?.introFilm;
  if (!film) return null;
  return (
    <section aria-labelledby="intro-title" className="bg-ink-950 py-20 text-white sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading id="intro-title" eyebrow={t('intro.eyebrow')} title={t('intro.title')} tone="dark" align="left">
          <p>{t('intro.lead')}</p>
        </SectionHeading>
        {film.kind === 'video' ? (
          <video
            className="aspect-video w-full rounded-3xl bg-black ring-1 ring-white/10"
            controls
            preload="none"
            playsInline
            poster={film.posterUrl ?? undefined}
            aria-label={t('intro.videoLabel')}
          >
            <source src={film.url} type="video/mp4" />
          </video>
        ) : (
          <div className="mx-auto w-full max-w-md">
            <InstagramEmbed url={film.url} title={t('intro.filmTitle')} />
          </div>
        )}
      </div>
    </section>
  );
}
