import { readFile } from 'node:fs/promises';
import { decompress } from 'wawoff2';

/**
 * A face @fontsource ships as WOFF2 (so a Docker image gets it from `npm ci`, with no system fonts), unpacked to the
 * TrueType font it wraps: what fontkit's subsetter (certificates) and fontconfig (share images) read.
 */
export async function trueTypeFace(file: string): Promise<Buffer> {
  return Buffer.from(await decompress(await readFile(require.resolve(file))));
}
