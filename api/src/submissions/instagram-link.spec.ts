import { linkOwnerHint, MAX_LINK_LENGTH, parseInstagramLink } from './instagram-link';

const canonical = (shortcode: string) => `https://www.instagram.com/reel/${shortcode}/`;

describe('parseInstagramLink', () => {
  const accepted: Array<[string, string]> = [
    ['https://www.instagram.com/reel/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reel/C9xYz12AbCd', 'C9xYz12AbCd'],
    ['https://instagram.com/reel/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://m.instagram.com/reel/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['http://www.instagram.com/reel/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.instagram.com/p/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reels/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.instagram.com/tv/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.instagram.com/creator_one/reel/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.instagram.com/creator.one/p/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reel/C9xYz12AbCd/?utm_source=ig_web_copy_link&igsh=MzRlODBiNWFlZA==', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reel/C9xYz12AbCd?igsh=abc', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reel/C9xYz12AbCd/#comments', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reel/C9xYz12AbCd/?a=1#x', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reel/C9xYz12AbCd/?next=https://evil.com/', 'C9xYz12AbCd'],
    ['HTTPS://WWW.INSTAGRAM.COM/reel/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.Instagram.com/Reel/C9xYz12AbCd/', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reel/C9x-Yz_2AbCd/', 'C9x-Yz_2AbCd'],
    ['https://www.instagram.com/reel/-_-_-/', '-_-_-'],
    ['https://www.instagram.com/reel/C8aaa/', 'C8aaa'],
    ['https://www.instagram.com/reel/' + 'A'.repeat(40) + '/', 'A'.repeat(40)],
    ['  https://www.instagram.com/reel/C9xYz12AbCd/  ', 'C9xYz12AbCd'],
    ['https://www.instagram.com/reel/C9xYz12AbCd/\n', 'C9xYz12AbCd'],
    ['\thttps://www.instagram.com/reel/C9xYz12AbCd/', 'C9xYz12AbCd'],
  ];

  it.each(accepted)('accept %j as shortcode %s', (input, shortcode) => {
    expect(parseInstagramLink(input)).toEqual({ shortcode, canonicalUrl: canonical(shortcode) });
  });

  it('keep the shortcode case (shortcodes are case-sensitive)', () => {
    expect(parseInstagramLink('https://www.instagram.com/p/AbCdEfGhIjK/')?.shortcode).toBe('AbCdEfGhIjK');
    expect(parseInstagramLink('https://www.instagram.com/p/abcdefghijk/')?.shortcode).toBe('abcdefghijk');
  });

  const refused: Array<[string, unknown]> = [
    // other hosts and look-alikes
    ['look-alike suffix', 'https://instagram.com.evil.com/reel/C9xYz12AbCd/'],
    ['look-alike prefix', 'https://evilinstagram.com/reel/C9xYz12AbCd/'],
    ['other subdomain', 'https://evil.instagram.com/reel/C9xYz12AbCd/'],
    ['nested www', 'https://www.www.instagram.com/reel/C9xYz12AbCd/'],
    ['other TLD', 'https://www.instagram.net/reel/C9xYz12AbCd/'],
    ['short link host', 'https://instagr.am/p/C9xYz12AbCd/'],
    ['facebook', 'https://www.facebook.com/reel/C9xYz12AbCd/'],
    ['trailing dot host', 'https://www.instagram.com./reel/C9xYz12AbCd/'],
    ['hyphenated look-alike', 'https://www.instagram-com.evil.com/reel/C9xYz12AbCd/'],
    ['instagram only in the path', 'https://evil.com/www.instagram.com/reel/C9xYz12AbCd/'],
    ['instagram only in the query', 'https://evil.com/?u=https://www.instagram.com/reel/C9xYz12AbCd/'],
    ['instagram only in the fragment', 'https://evil.com/#https://www.instagram.com/reel/C9xYz12AbCd/'],
    // userinfo and ports
    ['userinfo host swap', 'https://instagram.com@evil.com/reel/C9xYz12AbCd/'],
    ['userinfo before instagram', 'https://evil.com@www.instagram.com/reel/C9xYz12AbCd/'],
    ['user and password', 'https://user:pass@www.instagram.com/reel/C9xYz12AbCd/'],
    ['default port', 'https://www.instagram.com:443/reel/C9xYz12AbCd/'],
    ['other port', 'https://www.instagram.com:8443/reel/C9xYz12AbCd/'],
    ['backslash trick', 'https://www.instagram.com\\@evil.com/reel/C9xYz12AbCd/'],
    ['backslash path', 'https:\\\\www.instagram.com\\reel\\C9xYz12AbCd'],
    // schemes
    ['javascript', 'javascript:alert(1)//www.instagram.com/reel/C9xYz12AbCd/'],
    ['data', 'data:text/html,https://www.instagram.com/reel/C9xYz12AbCd/'],
    ['ftp', 'ftp://www.instagram.com/reel/C9xYz12AbCd/'],
    ['file', 'file:///www.instagram.com/reel/C9xYz12AbCd/'],
    ['app scheme', 'instagram://reel/C9xYz12AbCd'],
    ['no scheme', 'www.instagram.com/reel/C9xYz12AbCd/'],
    ['scheme-relative', '//www.instagram.com/reel/C9xYz12AbCd/'],
    ['one slash', 'https:/www.instagram.com/reel/C9xYz12AbCd/'],
    ['three slashes', 'https:///www.instagram.com/reel/C9xYz12AbCd/'],
    ['https typo', 'htps://www.instagram.com/reel/C9xYz12AbCd/'],
    // homoglyphs, IDN and punycode
    ['Cyrillic a', 'https://www.instаgram.com/reel/C9xYz12AbCd/'],
    ['Cyrillic o', 'https://www.instagrаm.cоm/reel/C9xYz12AbCd/'],
    ['Greek iota', 'https://www.\u03b9nstagram.com/reel/C9xYz12AbCd/'],
    ['fullwidth letters', 'https://www.ｉｎｓｔａｇｒａｍ.com/reel/C9xYz12AbCd/'],
    ['fullwidth dot', 'https://www.instagram\uff0ecom/reel/C9xYz12AbCd/'],
    ['punycode look-alike', 'https://www.xn--nstagram-9ob.com/reel/C9xYz12AbCd/'],
    ['IDN domain', 'https://www.инстаграм.com/reel/C9xYz12AbCd/'],
    // whitespace and control tricks
    ['newline inside host', 'https://www.insta\ngram.com/reel/C9xYz12AbCd/'],
    ['tab inside host', 'https://www.insta\tgram.com/reel/C9xYz12AbCd/'],
    ['space inside path', 'https://www.instagram.com/reel/C9xYz 12AbCd/'],
    ['zero-width space', 'https://www.insta\u200bgram.com/reel/C9xYz12AbCd/'],
    ['no-break space around', '\u00a0https://www.instagram.com/reel/C9xYz12AbCd/'],
    ['NUL byte', 'https://www.instagram.com/reel/C9xYz12AbCd/\u0000'],
    ['right-to-left override', 'https://www.instagram.com/reel/\u202eC9xYz12AbCd/'],
    // paths without a post shortcode
    ['home page', 'https://www.instagram.com/'],
    ['profile only', 'https://www.instagram.com/creator_one/'],
    ['reel without shortcode', 'https://www.instagram.com/reel/'],
    ['p without shortcode', 'https://www.instagram.com/p/'],
    ['stories', 'https://www.instagram.com/stories/creator_one/3456789012345678901/'],
    ['explore', 'https://www.instagram.com/explore/tags/aifilm/'],
    ['unknown kind', 'https://www.instagram.com/video/C9xYz12AbCd/'],
    ['extra segment after shortcode', 'https://www.instagram.com/reel/C9xYz12AbCd/embed/'],
    ['double slash', 'https://www.instagram.com//reel/C9xYz12AbCd/'],
    ['two username segments', 'https://www.instagram.com/a/b/reel/C9xYz12AbCd/'],
    ['username too long', `https://www.instagram.com/${'u'.repeat(31)}/reel/C9xYz12AbCd/`],
    ['percent-encoded shortcode', 'https://www.instagram.com/reel/C9x%59z12AbCd/'],
    ['dot in shortcode', 'https://www.instagram.com/reel/C9x.z12AbCd/'],
    ['path traversal', 'https://www.instagram.com/reel/../../evil/'],
    ['shortcode too short', 'https://www.instagram.com/reel/C9xY/'],
    ['shortcode too long', `https://www.instagram.com/reel/${'A'.repeat(41)}/`],
    // not a link at all
    ['empty', ''],
    ['blank', '   '],
    ['words', 'my reel on instagram'],
    ['shortcode alone', 'C9xYz12AbCd'],
    ['over-long input', `https://www.instagram.com/reel/C9xYz12AbCd/?q=${'a'.repeat(MAX_LINK_LENGTH)}`],
    ['number', 12345],
    ['null', null],
    ['object', { url: 'https://www.instagram.com/reel/C9xYz12AbCd/' }],
    ['array', ['https://www.instagram.com/reel/C9xYz12AbCd/']],
  ];

  it.each(refused)('refuse %s', (_, input) => {
    expect(parseInstagramLink(input)).toBeNull();
  });
});

describe('linkOwnerHint', () => {
  it.each([
    ['https://www.instagram.com/Creator_One/reel/C9xYz12AbCd/', 'creator_one'],
    [' https://instagram.com/asha.rao/p/C9xYz12AbCd/?igsh=x ', 'asha.rao'],
    ['https://www.instagram.com/reel/C9xYz12AbCd/', null],
    // A segment Instagram would never give a username: no hint.
    ['https://www.instagram.com/asha..rao/reel/C9xYz12AbCd/', null],
    // Not a post link at all.
    ['https://evil.example/asha/reel/C9xYz12AbCd/', null],
  ])('%s names %j', (link, hint) => {
    expect(linkOwnerHint(link)).toBe(hint);
  });
});
