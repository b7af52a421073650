/** Fixed facts of the contest that the terms and the landing page state (spec sections 1 and 9). */
export const JUDGING_WEIGHTS = [
  { label: 'Creativity and innovation', weight: 40 },
  { label: 'Cultural authenticity', weight: 30 },
  { label: 'Technical excellence', weight: 30 },
] as const;

/** Where the operator's films live (README, "Public site"): replaced without rebuilding the site. */
export const INTRO_VIDEO_URL = '/media/intro.mp4';
export const INTRO_POSTER_URL = '/media/intro-poster.svg';
export const SAMPLE_FILM_URL = '/media/sample-film.mp4';
export const SAMPLE_POSTER_URL = '/media/sample-film-poster.svg';
