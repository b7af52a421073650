import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginxInFront } from './helpers';

const IMAGE = 'a1b2c3d4e5f60718293a4b5c-640.webp';
const FILM = 'a1b2c3d4e5f60718293a4b5c.mp4';

/**
 * The project's nginx serving the upload directory (MEDIA_ROOT, the API's MEDIA_DIR) as the API leaves it,
 * and passing uploads to a stand-in API that counts what reaches it.
 */
describe('nginx and the uploaded media', () => {
  let media: string;
  let nginx: Awaited<ReturnType<typeof startNginxInFront>>;
  const received: Array<{ url: string; bytes: number }> = [];

  beforeAll(async () => {
    media = mkdtempSync(path.join(tmpdir(), 'contest-media-'));
    mkdirSync(path.join(media, '.incoming'), { recursive: true });
    writeFileSync(path.join(media, IMAGE), Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'));
    writeFileSync(path.join(media, FILM), Buffer.alloc(10_000, 1));
    // What uploads never produce: a half-written upload, a page someone copied in, a file with a made-up name.
    writeFileSync(path.join(media, '.incoming', 'f0e9d8c7-half-written'), 'partial');
    writeFileSync(path.join(media, 'a1b2c3d4e5f60718293a4b5c.html'), '<script>alert(1)</script>');
    writeFileSync(path.join(media, 'logo.png'), 'png');

    nginx = await startNginxInFront(
      (request, response) => {
        let bytes = 0;
        request.on('data', (chunk: Buffer) => (bytes += chunk.length));
        request.on('end', () => {
          received.push({ url: request.url ?? '', bytes });
          response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
        });
      },
      { mediaRoot: media },
    );
  });

  afterAll(async () => {
    await nginx?.stop();
    rmSync(media, { recursive: true, force: true });
  });

  it.each([
    [IMAGE, 'image/webp'],
    [FILM, 'video/mp4'],
  ])('serves %s as %s, cacheable for a year, never sniffed', async (name, type) => {
    const response = await fetch(`${nginx.base}/media/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets a browser seek in a film (range requests)', async () => {
    const response = await fetch(`${nginx.base}/media/${FILM}`, { headers: { range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it.each([
    ['the directory itself (no listing)', '/media/'],
    ['a half-written upload', '/media/.incoming/f0e9d8c7-half-written'],
    ['the half-written uploads’ directory', '/media/.incoming/'],
    ['an HTML page put in the directory', '/media/a1b2c3d4e5f60718293a4b5c.html'],
    ['a file no upload would be named', '/media/logo.png'],
    ['a missing upload', '/media/ffffffffffffffffffffffff-160.webp'],
  ])('answers 404 for %s, not cached for a year', async (_what, url) => {
    const response = await fetch(`${nginx.base}${url}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await response.text()).not.toMatch(/Index of|alert|partial/);
  });

  it('passes a film of several MB to the API, and refuses the same body anywhere else', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 1);
    const film = await fetch(`${nginx.base}/api/v1/admin/media/films`, { method: 'POST', body });
    expect(film.status).toBe(201);
    expect(received.at(-1)).toEqual({ url: '/api/v1/admin/media/films', bytes: body.length });

    const elsewhere = await fetch(`${nginx.base}/api/v1/admin/content/1`, { method: 'PUT', body });
    expect(elsewhere.status).toBe(413);
    expect((await elsewhere.json()).error.code).toBe('payload_too_large');
    expect(received.at(-1)?.url).toBe('/api/v1/admin/media/films');
  });
});
