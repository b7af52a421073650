/**
 * The server's own parser of entry links (docs/product.md §5), imported rather than rewritten so the entry
 * form refuses exactly what `POST /submissions` would. It has no dependencies; Dockerfile.web copies it.
 */
export { parseInstagramLink } from '../../../api/src/submissions/instagram-link';

function parseInstagramUrl(link: string): URL | null {
  try {
    const url = new URL(link);
    const host = url.hostname.toLowerCase();
    const isInstagram = host === 'instagram.com' || host.endsWith('.instagram.com');
    return isInstagram && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
  } catch {
    return null;
  }
}

/** Origin plus the first two path segments and a trailing slash: the post itself, without tracking noise. */
export function normalizeInstagramUrl(link: string): string | null {
  const url = parseInstagramUrl(link);
  if (!url) return null;
  const segments = url.pathname.split('/').filter(Boolean).slice(0, 2);
  return `https://www.instagram.com/${segments.join('/')}${segments.length ? '/' : ''}`;
}

/** The post's shortcode: the second segment of the canonical path (`/reel/{shortcode}/`). */
export function instagramShortcode(link: string): string | null {
  const url = parseInstagramUrl(link);
  return url?.pathname.split('/').filter(Boolean)[1] ?? null;
}
