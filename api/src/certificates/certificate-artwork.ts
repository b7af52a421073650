import { Injectable, Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppConfig } from '../config/app-config';

/** How many converted images a process keeps (a logo and three signatures, with room for a change). */
const KEPT = 16;

/**
 * The content's images (a logo, signatures) as PNG for the PDF: uploads are WebP (media/), which pdfkit cannot
 * embed. Uploads are stored under content-hashed names, so a converted image is kept for as long as the process
 * runs. Only this site's uploads (`/media/…`) are read; any other path, or a file gone missing, draws nothing.
 */
@Injectable()
export class CertificateArtwork {
  private readonly logger = new Logger('CertificateArtwork');
  private readonly converted = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly config: AppConfig) {}

  png(sitePath: string | null): Promise<Buffer | null> {
    if (!sitePath) return Promise.resolve(null);
    let image = this.converted.get(sitePath);
    if (!image) {
      image = this.convert(sitePath);
      if (this.converted.size >= KEPT) this.converted.delete(this.converted.keys().next().value!);
      this.converted.set(sitePath, image);
    }
    return image;
  }

  private async convert(sitePath: string): Promise<Buffer | null> {
    const name = /^\/media\/([A-Za-z0-9._-]+)$/.exec(sitePath)?.[1];
    if (!name) return null;
    try {
      return await sharp(await readFile(path.join(this.config.media.dir, name)))
        .png()
        .toBuffer();
    } catch (error) {
      this.logger.warn({ sitePath, error: (error as Error).message }, 'certificate image left out');
      return null;
    }
  }
}
