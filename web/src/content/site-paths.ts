import type { components } from '../api/schema';

type SiteContent = components['schemas']['PublicContentDto'];
type Film = components['schemas']['VideoFilmDto'] | components['schemas']['InstagramFilmDto'];

/**
 * Whether a content address is a path on this site: one slash, then anything but another slash or a backslash
 * (`//host/x`, and `/\host/x` as browsers read it, load from `host`). The API has refused anything else since
 * it checked for that; a record saved before may still hold one.
 */
export function isSitePath(address: string): boolean {
  return /^\/[^/\\]/.test(address);
}

const sitePathOrNull = (address: string | null) => (address !== null && isSitePath(address) ? address : null);

function sameSiteFilm(film: Film | null): Film | null {
  if (film?.kind !== 'video') return film;
  return isSitePath(film.url) ? { ...film, posterUrl: sitePathOrNull(film.posterUrl) } : null;
}

/** The content with every image and film that is not on this site left out, as if none were set. */
export function sameSiteContent(content: SiteContent): SiteContent {
  return {
    ...content,
    organiser: {
      ...content.organiser,
      logoUrl: sitePathOrNull(content.organiser.logoUrl),
      emblemUrl: sitePathOrNull(content.organiser.emblemUrl),
    },
    partner: content.partner && isSitePath(content.partner.logoUrl) ? content.partner : null,
    jury: content.jury.map((member) => ({ ...member, photoUrl: sitePathOrNull(member.photoUrl) })),
    introFilm: sameSiteFilm(content.introFilm),
    sampleFilm: sameSiteFilm(content.sampleFilm),
  };
}
