import { normaliseInstagramHandle } from '../profile/instagram-handle';

/** An Instagram post link reduced to what identifies the post. */
export interface InstagramLink {
  /** The post's shortcode, case-sensitive (Instagram's URL-safe base64 alphabet). */
  shortcode: string;
  /** The one form entries are stored and compared in. */
  canonicalUrl: string;
}

/** Longest input looked at; share links with tracking parameters are ~120 characters. */
export const MAX_LINK_LENGTH = 1000;

/**
 * Shortcode length bounds. Current posts have 11 characters, older ones 10, some private-share links carry
 * longer ones (up to ~39); 5..40 admits all of those while refusing fragments such as `/p/abc`.
 */
export const SHORTCODE_MIN_LENGTH = 5;
export const SHORTCODE_MAX_LENGTH = 40;

const HOSTS = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com']);

/*
 * The whole link, matched on the raw text rather than through the WHATWG URL parser, because that parser
 * forgives exactly the tricks to refuse here: it drops tabs and newlines inside the address, turns
 * backslashes into slashes, hides a default port (`:443`) and maps Unicode host names to punycode.
 *   scheme    http or https, then exactly `//`
 *   host      letters, digits, dots and hyphens only (no userinfo `@`, no port `:`, no IDN): checked below
 *   path      optional username segment, then p | reel | reels | tv, the shortcode, an optional `/`
 *   rest      optional query and fragment, dropped
 */
const LINK =
  /^(https?):\/\/([A-Za-z0-9.-]+)\/(?:[A-Za-z0-9._]{1,30}\/)?(?:p|reel|reels|tv)\/([A-Za-z0-9_-]+)\/?(?:\?[^#]*)?(?:#.*)?$/i;

/** Printable ASCII without the space: anything else (controls, NBSP, zero-width, homoglyphs) is refused. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * Parses a participant's Instagram post link. Returns null for anything that is not plainly a post on
 * instagram.com over http(s). Leading and trailing spaces from copy-paste are forgiven; nothing else is.
 */
export function parseInstagramLink(input: unknown): InstagramLink | null {
  if (typeof input !== 'string' || input.length > MAX_LINK_LENGTH) return null;
  const text = input.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
  if (!PRINTABLE_ASCII.test(text)) return null;
  const match = LINK.exec(text);
  if (!match) return null;
  const [, , host, shortcode] = match;
  if (!HOSTS.has(host.toLowerCase())) return null;
  // The path part of LINK is case-insensitive for `/P/`, `/Reel/`; the shortcode keeps its case.
  if (shortcode.length < SHORTCODE_MIN_LENGTH || shortcode.length > SHORTCODE_MAX_LENGTH) return null;
  return { shortcode, canonicalUrl: `https://www.instagram.com/reel/${shortcode}/` };
}

/** The username segment of a username-prefixed link (`instagram.com/{username}/reel/…`). */
const USERNAME_SEGMENT = /^https?:\/\/[A-Za-z0-9.-]+\/([A-Za-z0-9._]{1,30})\/(?:p|reel|reels|tv)\//i;

/**
 * Who the link says posted it, when the link names someone (lower-case, as handles are stored). Anyone can
 * type any username before `/reel/`, so this is only a hint of where to look, never proof of ownership.
 * Null for a link parseInstagramLink refuses.
 */
export function linkOwnerHint(input: unknown): string | null {
  if (!parseInstagramLink(input)) return null;
  const match = USERNAME_SEGMENT.exec((input as string).trim());
  return match ? normaliseInstagramHandle(match[1]) : null;
}
