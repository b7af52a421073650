import { entryPreview, PreviewContent, PreviewEntry, renderPreviewTags, sitePreview } from './link-preview';

const SITE = 'https://contest.example';
const CONTENT: PreviewContent = {
  contestName: 'Film Fest',
  tagline: 'Make a film',
  shareText: 'Make a 60-second film and climb the board.',
  shareImageUrl: null,
};
const ENTRY: PreviewEntry = {
  submissionId: '0b6f3c1e-8a4d-4d8e-9f57-2d1f9a1b7c11',
  displayName: 'Asha R.',
  rank: 1234,
  votes: 5678,
  theme: 'Life',
  votingOpen: true,
};

/** The content attribute of the tag `<meta property|name="key" …>` in the rendered tags. */
function meta(tags: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(tags)?.[1];
}

describe('link preview tags', () => {
  it("tells an entry's display name, rank, votes and theme, with its own address and the contest's picture", () => {
    const tags = renderPreviewTags(entryPreview(ENTRY, CONTENT, SITE));
    expect(meta(tags, 'og:title')).toBe('Vote for Asha R.&#39;s film — Film Fest');
    expect(meta(tags, 'og:description')).toBe(
      'Rank #1,234 · 5,678 votes · Theme: Life. Watch the film and vote for it.',
    );
    expect(meta(tags, 'og:url')).toBe(`${SITE}/entries/${ENTRY.submissionId}`);
    expect(meta(tags, 'og:image')).toBe(`${SITE}/og-image.png`);
    expect(meta(tags, 'og:site_name')).toBe('Film Fest');
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
    expect(tags).toContain('<title>Vote for Asha R.&#39;s film — Film Fest</title>');
    expect(tags).toContain(`<link rel="canonical" href="${SITE}/entries/${ENTRY.submissionId}" />`);
  });

  it.each([
    [{ rank: null, votes: 0 }, '0 votes · Theme: Life. Watch the film and vote for it.'],
    [{ rank: 1, votes: 1 }, 'Rank #1 · 1 vote · Theme: Life. Watch the film and vote for it.'],
    [{ rank: 7, votes: 12, votingOpen: false }, 'Rank #7 · 12 votes · Theme: Life. Watch the film.'],
  ])('describes %j as "%s"', (change, description) => {
    expect(meta(renderPreviewTags(entryPreview({ ...ENTRY, ...change }, CONTENT, SITE)), 'og:description')).toBe(
      description,
    );
  });

  it("speaks the sharer's language: the fixed words, its plural rules and its locale", () => {
    const tags = renderPreviewTags(entryPreview(ENTRY, { ...CONTENT, contestName: 'திரைப்பட விழா' }, SITE, 'ta'));
    expect(meta(tags, 'og:title')).toBe('Asha R.-இன் படத்துக்கு வாக்களியுங்கள் — திரைப்பட விழா');
    expect(meta(tags, 'og:description')).toBe(
      'தரவரிசை #1,234 · 5,678 வாக்குகள் · கருப்பொருள்: Life. படத்தைப் பார்த்து, அதற்கு வாக்களியுங்கள்.',
    );
    expect(meta(tags, 'og:locale')).toBe('ta_IN');
    expect(
      meta(renderPreviewTags(entryPreview({ ...ENTRY, votes: 1 }, CONTENT, SITE, 'ta')), 'og:description'),
    ).toMatch(/ 1 வாக்கு · /);
    expect(meta(renderPreviewTags(entryPreview(ENTRY, CONTENT, SITE)), 'og:locale')).toBe('en_IN');
  });

  it("uses the organisers' share picture when they set one", () => {
    const tags = renderPreviewTags(entryPreview(ENTRY, { ...CONTENT, shareImageUrl: '/media/share.jpg' }, SITE));
    expect(meta(tags, 'og:image')).toBe(`${SITE}/media/share.jpg`);
    expect(meta(tags, 'twitter:image')).toBe(`${SITE}/media/share.jpg`);
  });

  it('gives the generic tags of the site for anything else', () => {
    const tags = renderPreviewTags(sitePreview(CONTENT, SITE));
    expect(meta(tags, 'og:title')).toBe('Film Fest — Make a film');
    expect(meta(tags, 'og:description')).toBe(CONTENT.shareText);
    expect(meta(tags, 'og:url')).toBe(`${SITE}/`);
  });

  it('escapes every value, so a hostile display name or content stays text', () => {
    const hostile = `"><script>alert(1)</script><meta property="og:title" content="x`;
    const tags = renderPreviewTags(
      entryPreview({ ...ENTRY, displayName: hostile }, { ...CONTENT, contestName: `<b>&"'` }, SITE),
    );
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('<b>');
    // One tag per line and exactly one og:title: nothing broke out of its attribute.
    expect(tags.match(/property="og:title"/g)).toHaveLength(1);
    expect(
      tags
        .trim()
        .split('\n')
        .every((line) => /^<(title|meta|link) [^<>]*\/>$|^<title>[^<>]*<\/title>$/.test(line)),
    ).toBe(true);
    expect(meta(tags, 'og:site_name')).toBe('&lt;b&gt;&amp;&quot;&#39;');
  });
});
