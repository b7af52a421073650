/** Names and texts the whole site shares. */
export const SITE_NAME = 'AI Film Contest';
export const SITE_TAGLINE = 'National AI Short-Film Contest';
export const SHARE_TITLE = `${SITE_NAME}: make a 60-second AI film and win`;
export const SHARE_TEXT =
  "Create a 60-second AI film on the Prime Minister's life, action, philosophy and policies, and climb the national leaderboard.";
/** The greeting on the entry page when the address names nobody (spec section 2). */
export const FALLBACK_GREETING_NAME = 'Creator';
export const MOBILE_BREAKPOINT_PX = 768;
export const CAROUSEL_INTERVAL_MS = 3000;
