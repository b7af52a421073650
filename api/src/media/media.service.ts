import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MultipartFile } from '@fastify/multipart';
import { createHash, randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { EntityManager, Repository } from 'typeorm';
import { ListQuery, ListSpec, oneOf, Page } from '../console/simple-rest/list-query';
import { isUniqueViolation } from '../common/database/unique-violation';
import { ApiError } from '../common/errors/api-error';
import { AppConfig } from '../config/app-config';
import { ConfigurationError } from '../config/environment';
import { mediaError, MediaErrorCode } from './media-errors';
import { isMp4, sniffImage, SNIFF_BYTES } from './media-type';
import { MediaUploadsRepository } from './media-uploads.repository';
import { MediaKind, MediaUpload } from './media-upload.entity';

/**
 * Widths (px) images are rendered at. The site's images are small: jury photos 80 px, logos about 36 px high,
 * film posters up to the page width; with 2x screens that spans 160 to 1280. web/src/content/media-image.ts
 * reads them back from the names.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;

/** Widths written for an image this wide: each standard width below it, then the image itself capped at the widest. */
export function imageWidths(width: number): number[] {
  const widest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < widest), widest];
}

/** Decompression bombs: a few MB of PNG can claim a billion pixels. 100 MP passes any phone camera's photo. */
const MAX_IMAGE_PIXELS = 100_000_000;
/** The multipart envelope around the file (boundaries, part headers) in a declared Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Runs in the transaction that records a new upload (the console's audit entry); not for a repeated file. */
export type OnRecorded = (manager: EntityManager, upload: MediaUpload) => Promise<void>;

export const MEDIA_LIST: ListSpec<{ kind: MediaKind[] }> = {
  sortable: ['id', 'createdAt', 'kind', 'bytes'],
  defaultSort: ['id', 'DESC'],
  filters: { kind: oneOf(['image', 'film'] as const) },
};

/**
 * Console uploads: checked by their bytes, images re-encoded (which drops EXIF, GPS included) at the site's
 * widths, stored under content-hashed names in MEDIA_DIR so that nginx can let browsers cache them for a year.
 * Files are written under a temporary name and moved into place before the row is inserted; any failure
 * removes what this upload wrote, so a refused or failed upload leaves neither a file nor a row.
 */
@Injectable()
export class MediaService implements OnModuleInit {
  private readonly dir: string;
  private readonly incoming: string;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(MediaUpload) private readonly uploads: Repository<MediaUpload>,
    private readonly uploadList: MediaUploadsRepository,
  ) {
    this.dir = config.media.dir;
    // Inside MEDIA_DIR so that moving a finished file into place is a rename on one file system.
    // nginx refuses dot-paths, so half-written files are never served.
    this.incoming = path.join(this.dir, '.incoming');
  }

  async onModuleInit(): Promise<void> {
    try {
      await mkdir(this.incoming, { recursive: true });
      await access(this.dir, constants.W_OK);
    } catch (error) {
      throw new ConfigurationError(
        `Invalid configuration:\n  - MEDIA_DIR: ${this.dir} is not a writable directory (${(error as Error).message})`,
      );
    }
  }

  maxBytes(kind: MediaKind): number {
    return kind === 'image' ? this.config.media.maxImageBytes : this.config.media.maxFilmBytes;
  }

  /** Refuses, before a byte is read, a request whose declared length already exceeds the limit. */
  assertDeclaredLength(kind: MediaKind, contentLength: string | undefined): void {
    const declared = Number(contentLength);
    if (Number.isFinite(declared) && declared > this.maxBytes(kind) + MULTIPART_OVERHEAD_BYTES) {
      throw this.tooLarge(kind);
    }
  }

  tooLarge(kind: MediaKind): ApiError {
    const maxBytes = this.maxBytes(kind);
    return kind === 'image'
      ? mediaError(MediaErrorCode.ImageTooLarge, { maxBytes }, { maxBytes })
      : mediaError(MediaErrorCode.FilmTooLarge, maxBytes, { maxBytes });
  }

  async uploadImage(part: MultipartFile, uploadedBy: string, onRecorded: OnRecorded): Promise<MediaUpload> {
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? this.tooLarge('image') : error;
    }
    const format = sniffImage(data.subarray(0, SNIFF_BYTES));
    const metadata = format
      ? await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
          .metadata()
          .catch(() => null)
      : null;
    if (!format || metadata?.format !== format) {
      throw mediaError(MediaErrorCode.UnsupportedImageType);
    }
    const { width, height } = metadata.autoOrient;
    if (width * height > MAX_IMAGE_PIXELS) {
      throw mediaError(MediaErrorCode.ImageTooLarge, { maxPixels: MAX_IMAGE_PIXELS });
    }
    const sha256 = createHash('sha256').update(data).digest('hex');
    const existing = await this.uploads.findOneBy({ sha256 });
    if (existing) return existing;

    const widths = imageWidths(width);
    const name = (w: number) => `${sha256.slice(0, 24)}-${w}.webp`;
    // Re-encoding keeps no metadata (sharp's default): a phone photo's EXIF, with its GPS position, is dropped.
    const renditions = await Promise.all(
      widths.map(async (w) => ({
        name: name(w),
        data: await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
          .autoOrient()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    const temporary: Array<{ temporary: string; name: string }> = [];
    try {
      for (const rendition of renditions) {
        const file = this.temporaryFile();
        temporary.push({ temporary: file, name: rendition.name });
        await writeFile(file, rendition.data, { flag: 'wx' });
      }
    } catch (error) {
      await Promise.all(temporary.map((file) => rm(file.temporary, { force: true })));
      throw error;
    }
    const widest = widths[widths.length - 1];
    return this.publish(onRecorded, temporary, {
      kind: 'image',
      sha256,
      url: `/media/${name(widest)}`,
      widths,
      width: widest,
      height: Math.round((height * widest) / width),
      bytes: data.length,
      originalName: originalName(part.filename),
      uploadedBy,
    });
  }

  async uploadFilm(part: MultipartFile, uploadedBy: string, onRecorded: OnRecorded): Promise<MediaUpload> {
    const file = this.temporaryFile();
    const hash = createHash('sha256');
    let bytes = 0;
    let head = Buffer.alloc(0);
    // Holds the stream back until the first bytes are seen, so a file that is not an MP4 writes nothing.
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        if (head.length >= SNIFF_BYTES) return done(null, chunk);
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) return done();
        return isMp4(head) ? done(null, head) : done(notMp4());
      },
      flush(done) {
        done(head.length >= SNIFF_BYTES ? null : notMp4());
      },
    });
    try {
      await pipeline(part.file, inspect, createWriteStream(file, { flags: 'wx' }));
      if (part.file.truncated) throw this.tooLarge('film');
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    const sha256 = hash.digest('hex');
    const existing = await this.uploads.findOneBy({ sha256 });
    if (existing) {
      await rm(file, { force: true });
      return existing;
    }
    const name = `${sha256.slice(0, 24)}.mp4`;
    return this.publish(onRecorded, [{ temporary: file, name }], {
      kind: 'film',
      sha256,
      url: `/media/${name}`,
      widths: null,
      width: null,
      height: null,
      bytes,
      originalName: originalName(part.filename),
      uploadedBy,
    });
  }

  list(query: ListQuery<{ kind: MediaKind[] }>): Promise<Page<MediaUpload>> {
    return this.uploadList.page(query);
  }

  private temporaryFile(): string {
    return path.join(this.incoming, randomUUID());
  }

  /**
   * Moves the written files into place, then records the upload and `onRecorded` (the audit entry) in one
   * transaction; on any failure removes them all again.
   */
  private async publish(
    onRecorded: OnRecorded,
    files: Array<{ temporary: string; name: string }>,
    row: Omit<MediaUpload, 'id' | 'createdAt'>,
  ): Promise<MediaUpload> {
    const placed: string[] = [];
    try {
      for (const file of files) {
        const target = path.join(this.dir, file.name);
        await rename(file.temporary, target);
        placed.push(target);
      }
      return await this.uploads.manager.transaction(async (manager) => {
        const upload = await manager.save(manager.create(MediaUpload, row));
        await onRecorded(manager, upload);
        return upload;
      });
    } catch (error) {
      // The same file uploaded twice at once: the other upload recorded it, and its files are these same bytes.
      if (isUniqueViolation(error)) return this.uploads.findOneByOrFail({ sha256: row.sha256 });
      await Promise.all([...files.map((file) => file.temporary), ...placed].map((file) => rm(file, { force: true })));
      throw error;
    }
  }
}

function notMp4(): ApiError {
  return mediaError(MediaErrorCode.UnsupportedFilmType);
}

/** The uploader's file name, for the console's list only (never used as a path). */
function originalName(filename: string | undefined): string | null {
  const name = filename?.replace(/\p{Cc}/gu, '').trim();
  return name ? name.slice(0, 255) : null;
}
