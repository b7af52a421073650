import { insertEntry, openRoundOne, query } from '../e2e/site/site-browser';
import { Stack, startStack } from '../support/stack';
import { startNginxInFront } from './helpers';

/** What WhatsApp's and Facebook's link-preview crawlers send; neither runs the page's JavaScript. */
const CRAWLERS = ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'WhatsApp/2.23.20.0'];

/** The content of each `<meta property|name="key">` in an HTML page's head. */
function metas(html: string, key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<meta\\s+(?:property|name)="${key}"\\s+content="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  );
}

/**
 * Link previews of an entry's shareable page through the project's own nginx, API and built site: a crawler
 * that runs no JavaScript gets the entry's own Open Graph tags (once each, escaped), and an entry that is not
 * public gets exactly the site's generic ones.
 */
describe('link previews of /entries/{id}', () => {
  let stack: Stack;
  let contestName: string;
  const entries: Record<'public' | 'hostile' | 'pending', string> = { public: '', hostile: '', pending: '' };

  const page = async (path: string, userAgent = CRAWLERS[0]) => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: { 'user-agent': userAgent } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return response.text();
  };

  beforeAll(async () => {
    stack = await startStack();
    await openRoundOne(stack);
    contestName = ((await (await fetch(`${stack.apiUrl}/content/site`)).json()) as { contestName: string }).contestName;
    const people = { public: 'Kavya Nair', hostile: '"><script>alert(1)</script> Zed', pending: 'Pending Person' };
    for (const [key, name] of Object.entries(people) as Array<[keyof typeof people, string]>) {
      const entry = await insertEntry(stack, {
        author: { name },
        shortcode: `Preview${key.slice(0, 4)}01`,
        category: 'policies',
        status: key === 'pending' ? 'pending' : 'verified',
      });
      entries[key] = entry.id;
    }
    await query(stack, `INSERT INTO submission_votes (submission_id, round_id, votes) VALUES ($1, 1, 42)`, [
      entries.public,
    ]);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it.each(CRAWLERS)("gives the crawler %s the entry's own tags, and the site still loads", async (userAgent) => {
    const html = await page(`/entries/${entries.public}`, userAgent);
    expect(metas(html, 'og:title')).toEqual([`Vote for Kavya N.&#39;s film — ${contestName}`]);
    expect(metas(html, 'og:description')).toEqual(['42 votes · Theme: Policies. Watch the film and vote for it.']);
    expect(metas(html, 'og:url')).toHaveLength(1);
    expect(metas(html, 'og:url')[0]).toMatch(new RegExp(`^https?://[^/]+/entries/${entries.public}$`));
    expect(metas(html, 'og:image')).toHaveLength(1);
    expect(metas(html, 'og:image')[0]).toMatch(/^https?:\/\/[^/]+\/.+/);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(html).toContain(`<title>Vote for Kavya N.&#39;s film — ${contestName}</title>`);
    // No server-side include is left unprocessed, and the page is still the site's.
    expect(html).not.toContain('<!--#');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it('speaks the language of a link the site shared from a page in Tamil (?lang=ta), each language cached apart', async () => {
    const tamil = await page(`/entries/${entries.public}?lang=ta`);
    expect(metas(tamil, 'og:title')).toHaveLength(1);
    expect(metas(tamil, 'og:title')[0]).toMatch(/^Kavya N\.-இன் படத்துக்கு வாக்களியுங்கள் — /);
    expect(metas(tamil, 'og:description')).toEqual([
      '42 வாக்குகள் · கருப்பொருள்: Policies. படத்தைப் பார்த்து, அதற்கு வாக்களியுங்கள்.',
    ]);
    expect(metas(tamil, 'og:locale')).toEqual(['ta_IN']);
    // The English link right after: not the Tamil answer from the micro-cache.
    expect(metas(await page(`/entries/${entries.public}`), 'og:locale')).toEqual(['en_IN']);
    // A code that is not one of the site's languages: the entry's page keeps the generic tags, never an error.
    const unknown = await page(`/entries/${entries.public}?lang=xx`);
    expect(metas(unknown, 'og:title')).toHaveLength(1);
    expect(metas(unknown, 'og:title')[0]).not.toContain('Kavya');
  });

  it('escapes a hostile display name: it stays text in the tags', async () => {
    const html = await page(`/entries/${entries.hostile}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(metas(html, 'og:title')).toEqual([
      `Vote for &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; Z.&#39;s film — ${contestName}`,
    ]);
  });

  it('gives an entry that is not public exactly the tags of an unknown one: the generic ones', async () => {
    const unknown = await page('/entries/00000000-0000-4000-8000-000000000000');
    const pending = await page(`/entries/${entries.pending}`);
    expect(metas(pending, 'og:title')).toEqual(metas(unknown, 'og:title'));
    expect(metas(pending, 'og:description')).toEqual(metas(unknown, 'og:description'));
    expect(metas(pending, 'og:url')).toEqual(metas(unknown, 'og:url'));
    expect(metas(pending, 'og:title')).toHaveLength(1);
    expect(metas(pending, 'og:title')[0]).toContain(contestName);
    expect(pending).not.toContain('Pending');
  });

  it('serves other pages their usual generic tags', async () => {
    const html = await page('/submissions');
    expect(metas(html, 'og:title')).toHaveLength(1);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
  });
});

/** The project's nginx and built site in front of an API that fails: the page keeps its own generic tags. */
describe('link previews when the API cannot answer', () => {
  let nginx: Awaited<ReturnType<typeof startNginxInFront>>;

  beforeAll(async () => {
    nginx = await startNginxInFront((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":{"code":"unavailable","message":"down","details":null}}');
    });
  });

  afterAll(() => nginx?.stop());

  it("serves the entry's page with index.html's generic tags, once, and no error text", async () => {
    const response = await fetch(`${nginx.base}/entries/00000000-0000-4000-8000-000000000000`, {
      headers: { 'user-agent': CRAWLERS[0] },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const site = await (await fetch(`${nginx.base}/`)).text();
    expect(metas(html, 'og:title')).toHaveLength(1);
    expect(metas(html, 'og:title')).toEqual(metas(site, 'og:title'));
    expect(metas(html, 'og:image')).toEqual(metas(site, 'og:image'));
    expect(html).not.toContain('unavailable');
    expect(html).not.toContain('an error occurred');
  });
});
