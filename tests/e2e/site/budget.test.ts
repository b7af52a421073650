import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE_LANGUAGE_TABLE } from '../../../web/src/i18n/languages';
import { REPO_ROOT } from './site-browser';

const DIST = path.join(REPO_ROOT, 'web', 'dist');
const BUDGET_BYTES = 120 * 1024;

/** The JavaScript a visitor's browser must fetch before the landing page can render: the entry module and
 * every module it preloads (its static imports), gzipped as nginx serves them. Lazy chunks are not counted. */
export function landingInitialJs(): { file: string; gzipBytes: number }[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  return files.map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(DIST, file)), { level: 6 }).length,
  }));
}

/** The part of a language's catalogue the landing page loads before its first render (web/src/i18n). */
function firstCatalogue(language: string): { file: string; gzipBytes: number } {
  const names = readdirSync(path.join(DIST, 'assets')).filter((name) => name.startsWith(`${language}-first-`));
  expect(names).toHaveLength(1);
  const file = `/assets/${names[0]}`;
  return { file, gzipBytes: gzipSync(readFileSync(path.join(DIST, file)), { level: 6 }).length };
}

/** The site's languages whose catalogue the build holds (a language is offered only when its catalogue is there). */
function builtLanguages(): string[] {
  const names = readdirSync(path.join(DIST, 'assets'));
  return Object.keys(SITE_LANGUAGE_TABLE).filter((language) =>
    names.some((name) => name.startsWith(`${language}-first-`)),
  );
}

// The built site (jest's global set-up builds it when stale) must stay inside the budget of the issue, with the
// i18n library and the catalogue of the visitor's language, in every language of the site.
describe('the landing page bundle', () => {
  it('is measured in every language of the site: the build holds the catalogue of each', () => {
    expect(builtLanguages()).toEqual(Object.keys(SITE_LANGUAGE_TABLE));
  });

  it.each(Object.keys(SITE_LANGUAGE_TABLE))(
    'needs at most 120 kB of gzipped JavaScript before it renders (%s)',
    (language) => {
      const files = [...landingInitialJs(), firstCatalogue(language)];
      expect(files.length).toBeGreaterThan(1);
      const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      expect({ total, files }).toEqual({ total: expect.any(Number), files });
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    },
  );

  it('holds no catalogue itself: each language is a chunk of its own, fetched for its visitors only', () => {
    const initial = landingInitialJs().map((entry) => readFileSync(path.join(DIST, entry.file), 'utf8'));
    for (const heroText of ['Inspire a nation.', 'देश को प्रेरित कीजिए।']) {
      expect(initial.filter((code) => code.includes(heroText))).toEqual([]);
    }
  });
});
