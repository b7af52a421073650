import escapeHtml from 'escape-html';
import type { SiteLanguage } from '../common/languages';
import { previewWord, PreviewWords } from './link-preview-words';

/** What a shared link's preview shows (WhatsApp, Facebook, X read these tags; they run no JavaScript). */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute addresses: crawlers resolve nothing. */
  url: string;
  imageUrl: string;
  siteName: string;
  /** The language it is written in. */
  language: SiteLanguage;
}

/** The organisers' content a preview is made of (GET /content/site). */
export interface PreviewContent {
  contestName: string;
  tagline: string;
  shareText: string;
  shareImageUrl: string | null;
}

/** The preview's words from the organisers' published content, in the language it was read in. */
export function previewContent(published: PreviewContent & { shareImageUrl?: string | null }): PreviewContent {
  return {
    contestName: published.contestName,
    tagline: published.tagline,
    shareText: published.shareText,
    shareImageUrl: published.shareImageUrl ?? null,
  };
}

/** The entry's figures a preview tells (from the public read of one entry, GET /entries/{id}). */
export interface PreviewEntry {
  submissionId: string;
  displayName: string;
  rank: number | null;
  votes: number;
  theme: string;
  votingOpen: boolean;
}

/** The site's own picture, shipped in web/public, for contests whose organisers set none. */
const BUILT_IN_IMAGE = '/og-image.png';

function image(content: PreviewContent, publicUrl: string): string {
  return `${publicUrl}${content.shareImageUrl ?? BUILT_IN_IMAGE}`;
}

/** The site's generic preview: any page, and any entry that is unknown or not public. */
export function sitePreview(content: PreviewContent, publicUrl: string, language: SiteLanguage = 'en'): LinkPreview {
  return {
    title: `${content.contestName} — ${content.tagline}`,
    description: content.shareText,
    url: `${publicUrl}/`,
    imageUrl: image(content, publicUrl),
    siteName: content.contestName,
    language,
  };
}

/**
 * One public entry's preview: "Vote for Asha's film", its rank, votes and theme, in the sharer's language (the
 * organisers' texts in it where they wrote them: `content` comes localised).
 */
export function entryPreview(
  entry: PreviewEntry,
  content: PreviewContent,
  publicUrl: string,
  language: SiteLanguage = 'en',
): LinkPreview {
  const word = (key: keyof PreviewWords, values?: Record<string, string | number>) =>
    previewWord(language, key, values);
  const votes = entry.votes.toLocaleString('en-IN');
  const figures = [
    entry.rank === null ? null : word('rank', { rank: entry.rank.toLocaleString('en-IN') }),
    word(new Intl.PluralRules(language).select(entry.votes) === 'one' ? 'voteOne' : 'voteOther', { votes }),
    word('theme', { theme: entry.theme }),
  ].filter((part) => part !== null);
  const title = word(entry.votingOpen ? 'voteFor' : 'watchFilmOf', { name: entry.displayName });
  return {
    title: `${title} — ${content.contestName}`,
    description: `${figures.join(' · ')}. ${word(entry.votingOpen ? 'watchAndVote' : 'watch')}`,
    url: `${publicUrl}/entries/${entry.submissionId}`,
    imageUrl: image(content, publicUrl),
    siteName: content.contestName,
    language,
  };
}

/**
 * The `<head>` tags of a preview, every value escaped (a display name is whatever its owner typed). nginx
 * puts them into the site's index.html in place of its generic ones (nginx/templates, "Link previews").
 */
export function renderPreviewTags(preview: LinkPreview): string {
  const [title, description, url, imageUrl, siteName] = [
    preview.title,
    preview.description,
    preview.url,
    preview.imageUrl,
    preview.siteName,
  ].map((value) => escapeHtml(value));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:locale" content="${preview.language}_IN" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${imageUrl}" />`,
    `<meta property="og:image:alt" content="${siteName}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${imageUrl}" />`,
    '',
  ].join('\n');
}
