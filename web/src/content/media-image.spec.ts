import { describe, expect, it } from '@jest/globals';
import { uploadedImageSrcSet } from './media-image';

describe('uploadedImageSrcSet', () => {
  const hash = '0123456789abcdef01234567';

  it('lists every rendition of an uploaded image up to the widest', () => {
    expect(uploadedImageSrcSet(`/media/${hash}-1280.webp`)).toBe(
      `/media/${hash}-160.webp 160w, /media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-1280.webp 1280w`,
    );
  });

  it('ends with the image’s own width when it was narrower than the widest rendition', () => {
    expect(uploadedImageSrcSet(`/media/${hash}-500.webp`)).toBe(
      `/media/${hash}-160.webp 160w, /media/${hash}-320.webp 320w, /media/${hash}-500.webp 500w`,
    );
    expect(uploadedImageSrcSet(`/media/${hash}-90.webp`)).toBe(`/media/${hash}-90.webp 90w`);
  });

  it.each(['/media/jury/asha.webp', `/media/${hash}.mp4`, `https://example.com/media/${hash}-640.webp`, '/logo.png'])(
    'leaves %s as it is',
    (url) => {
      expect(uploadedImageSrcSet(url)).toBeUndefined();
    },
  );
});
