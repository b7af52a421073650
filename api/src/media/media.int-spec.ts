import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AccessTokenService } from '../auth/access-token.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, TestDatabase } from '../../test/harness/console-fixtures';

/** A real photo as a juror's phone takes it: a JPEG with EXIF, the GPS position included. */
async function phonePhoto(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 0/1' },
    })
    .toBuffer();
}

/** The start of an MP4 file (an `ftyp` box) followed by filler standing in for the film. */
function mp4(size = 4096): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 7)]);
}

describe('console media uploads: POST /admin/media/images and /admin/media/films', () => {
  const env = useTestEnvironment({ MEDIA_MAX_IMAGE_MB: '1', MEDIA_MAX_FILM_MB: '2' });
  let running: RunningApp;
  let admin: { token: string };
  let jury: { token: string };
  let db: TestDatabase;

  beforeAll(async () => {
    running = await startApp();
    admin = await consoleAccount(running.app, running.api, 'admin', 'media-admin');
    jury = await consoleAccount(running.app, running.api, 'jury');
    db = await database(env.databaseUrl);
  });
  afterAll(async () => {
    await db?.end();
    await running?.close();
  });

  const upload = async (
    kind: 'images' | 'films',
    data: Buffer,
    filename: string,
    options: { token?: string; type?: string; chunked?: boolean } = {},
  ): Promise<{ status: number; body: any }> => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(data)], { type: options.type ?? 'application/octet-stream' }),
      filename,
    );
    const request = new Request(`${running.api}/admin/media/${kind}`, { method: 'POST', body: form });
    const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? admin.token}` };
    let body: FormData | ReadableStream<Uint8Array> = form;
    if (options.chunked) {
      // No Content-Length: the limit can only be found while reading.
      headers['content-type'] = request.headers.get('content-type')!;
      body = request.body!;
    }
    const response = await fetch(request.url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
    return { status: response.status, body: await response.json() };
  };
  const storedFiles = () => readdirSync(env.mediaDir).filter((name) => name !== '.incoming');
  const incoming = () => readdirSync(path.join(env.mediaDir, '.incoming'));
  const rows = async () => Number((await db.rows<{ n: string }>('SELECT count(*) AS n FROM media_uploads'))[0].n);

  it('turns a phone photo into WebP at the site’s widths, without its EXIF (GPS position included)', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload('images', photo, 'juror.jpg', { type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'image',
      widths: [160, 320, 640, 1280],
      width: 1280,
      height: 960,
      bytes: photo.length,
      originalName: 'juror.jpg',
    });
    expect(res.body.url).toMatch(/^\/media\/[0-9a-f]{24}-1280\.webp$/);

    for (const width of res.body.widths as number[]) {
      const file = path.join(env.mediaDir, path.basename(res.body.url).replace('-1280.', `-${width}.`));
      const metadata = await sharp(readFileSync(file)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
    }
    expect(incoming()).toEqual([]);

    // Listed for reuse, and the same photo again is the same upload.
    const list = await call(`${running.api}/admin/media`, { token: admin.token });
    expect(list.headers.get('content-range')).toBe('media 0-0/1');
    expect(list.body[0]).toMatchObject({ id: res.body.id, url: res.body.url });
    const again = await upload('images', photo, 'juror-copy.jpg');
    expect(again.body.id).toBe(res.body.id);
    expect(await rows()).toBe(1);

    // The audit log names who uploaded what (the same file again changed nothing: no second row).
    const auditLog = (resource: string) =>
      call(`${running.api}/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource }))}`, {
        token: admin.token,
      });
    expect((await auditLog('media')).body).toEqual([
      expect.objectContaining({
        action: 'media.upload',
        actorEmail: 'media-admin@console.test',
        actorName: 'media-admin',
        resourceId: String(res.body.id),
        target: `juror.jpg (${res.body.url})`,
      }),
    ]);
    expect((await auditLog('accounts')).body).toContainEqual(
      expect.objectContaining({ action: 'account.create', target: 'media-admin (media-admin@console.test)' }),
    );
  });

  it('never enlarges a small logo: one rendition at its own width', async () => {
    const logo = await sharp({
      create: { width: 200, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload('images', logo, 'logo.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ widths: [160, 200], width: 200, height: 80 });
    expect(res.body.url).toMatch(/-200\.webp$/);
  });

  it('stores an MP4 film as uploaded', async () => {
    const film = mp4();
    const res = await upload('films', film, 'intro.mp4', { type: 'video/mp4' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'film', widths: null, bytes: film.length });
    expect(res.body.url).toMatch(/^\/media\/[0-9a-f]{24}\.mp4$/);
    expect(readFileSync(path.join(env.mediaDir, path.basename(res.body.url)))).toEqual(film);
  });

  describe('refuses, storing nothing', () => {
    const oversized = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1.5 * 1024 * 1024)]);
    let before: { files: string[]; rows: number };
    beforeEach(async () => {
      before = { files: storedFiles(), rows: await rows() };
    });
    afterEach(async () => {
      expect(storedFiles()).toEqual(before.files);
      expect(incoming()).toEqual([]);
      expect(await rows()).toBe(before.rows);
    });

    it('an image over MEDIA_MAX_IMAGE_MB (413, before reading it)', async () => {
      const res = await upload('images', oversized, 'big.jpg', { type: 'image/jpeg' });
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({
        code: 'image_too_large',
        message: 'The image is larger than 1 MB, the most the site accepts',
        details: { maxBytes: 1024 * 1024 },
      });
    });

    it('an image over the limit sent without a length (413 while reading)', async () => {
      const res = await upload('images', oversized, 'big.jpg', { chunked: true });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('image_too_large');
    });

    it('a film over MEDIA_MAX_FILM_MB sent without a length (413 while reading)', async () => {
      const res = await upload('films', mp4(3 * 1024 * 1024), 'long.mp4', { chunked: true });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('film_too_large');
    });

    it('an HTML page named .jpg and sent as image/jpeg (415)', async () => {
      const res = await upload('images', Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.jpg', {
        type: 'image/jpeg',
      });
      expect(res.status).toBe(415);
      expect(res.body.error.code).toBe('unsupported_image_type');
      expect(res.body.error.message).toMatch(/not a JPEG, PNG or WebP image/);
    });

    it('an SVG, which can carry script (415)', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      );
      const res = await upload('images', svg, 'logo.svg', { type: 'image/svg+xml' });
      expect(res.status).toBe(415);
      expect(res.body.error.code).toBe('unsupported_image_type');
    });

    it('a truncated JPEG: the right first bytes, no image behind them (415)', async () => {
      const photo = await phonePhoto(40, 40);
      const res = await upload('images', photo.subarray(0, 20), 'cut.jpg');
      expect(res.status).toBe(415);
    });

    it('a PNG renamed .mp4 and sent as video/mp4 (415)', async () => {
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
        .png()
        .toBuffer();
      const res = await upload('films', png, 'film.mp4', { type: 'video/mp4' });
      expect(res.status).toBe(415);
      expect(res.body.error).toMatchObject({
        code: 'unsupported_film_type',
        message: expect.stringMatching(/not an MP4/),
      });
    });

    it('a request that is not multipart (415)', async () => {
      const res = await call(`${running.api}/admin/media/images`, { body: { url: 'x' }, token: admin.token });
      expect(res.status).toBe(415);
      expect(res.body.error.code).toBe('multipart_required');
    });

    it('a jury member (403) and a participant (401, a participant token is no console token)', async () => {
      expect((await upload('images', await phonePhoto(40, 40), 'a.jpg', { token: jury.token })).status).toBe(403);
      const participant = await running.app
        .get(AccessTokenService)
        .sign({ id: '6f1c1f8e-4a57-4c38-9d7e-000000000001', name: 'Asha', profileComplete: true });
      const res = await upload('images', await phonePhoto(40, 40), 'a.jpg', { token: participant });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    });
  });
});
