import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Bytes on the wire for `url` fetched as a browser does (gzip accepted), without decompressing them. */
function wireBytes(url: string): Promise<{ bytes: number; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: (res.headers['content-encoding'] as string) ?? null }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The landing page's initial JavaScript (entry module and what index.html preloads) as nginx sends it. */
export async function landingInitialJs(
  baseUrl: string,
): Promise<{ files: number; gzipBytes: number; plainFiles: number }> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const files = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  const sizes = await Promise.all(files.map((file) => wireBytes(new URL(file, `${baseUrl}/`).toString())));
  // nginx leaves files under gzip_min_length (1 kB) as they are: those count at their plain size.
  return {
    files: files.length,
    gzipBytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
    plainFiles: sizes.filter((size) => size.encoding !== 'gzip').length,
  };
}

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * One Lighthouse 12 run, mobile preset (its default), in Debian's Chromium, whose languages are `locale`
 * only (en-IN, ta-IN, ...): the site picks its language from them on a first visit, and nginx the face to preload.
 */
export async function lighthouse(url: string, locale = 'en-IN'): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        require.resolve('lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync --lang=${locale} --accept-lang=${locale}`,
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 2 ** 20 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const score = (id: string) => Math.round(report.categories[id].score * 100);
    const metric = (id: string) => report.audits[id].numericValue as number;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
