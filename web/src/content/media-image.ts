/**
 * Widths the API writes every uploaded image at (IMAGE_WIDTHS in api/src/media/media.service.ts): the widest
 * one's path is what the content holds, `/media/<hash>-<width>.webp`, and every standard width below it sits
 * beside it under the same hash.
 */
const IMAGE_WIDTHS = [160, 320, 640, 1280];
const UPLOADED_IMAGE = /^(\/media\/[0-9a-f]{24})-([1-9][0-9]{1,3})\.webp$/;

/** The `srcset` of an uploaded image, or undefined for any other address (shown as it is). */
export function uploadedImageSrcSet(url: string): string | undefined {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) return undefined;
  const widest = Number(match[2]);
  return [...IMAGE_WIDTHS.filter((width) => width < widest), widest]
    .map((width) => `${match[1]}-${width}.webp ${width}w`)
    .join(', ');
}
