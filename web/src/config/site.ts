/** The build's name and tagline, shown until the organisers' content (GET /content/site) has loaded. */
export const SITE_NAME = 'AI Film Contest';
export const SITE_TAGLINE = 'National AI Short-Film Contest';
/** The greeting on the entry page when the address names nobody (spec section 2). */
export const FALLBACK_GREETING_NAME = 'Creator';
export const MOBILE_BREAKPOINT_PX = 768;
export const CAROUSEL_INTERVAL_MS = 3000;
