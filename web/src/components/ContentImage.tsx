import type { ImgHTMLAttributes } from 'react';
import { uploadedImageSrcSet } from '../content/media-image';

/**
 * An image from the organisers' content: an uploaded one comes with its renditions (srcset), so a phone
 * downloads the small one; `sizes` says how wide it shows (CSS pixels).
 */
export function ContentImage({
  src,
  sizes,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string }) {
  const srcSet = uploadedImageSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} {...props} />;
}
