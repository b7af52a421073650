import { isMp4, sniffImage } from './media-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const box = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0]);

describe('sniffImage', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 0x0d])],
    ['webp', bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s by its signature', (format, head) => {
    expect(sniffImage(head)).toBe(format);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['an HTML page', bytes('<!doctype html><html>')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4', box('isom')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_what, head) => {
    expect(sniffImage(head)).toBeNull();
  });
});

describe('isMp4', () => {
  it.each(['isom', 'mp42', 'avc1', 'M4V '])('accepts the %s brand', (brand) => {
    expect(isMp4(box(brand))).toBe(true);
  });

  it.each([
    ['a QuickTime .mov', box('qt  ')],
    ['an audio-only M4A', box('M4A ')],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 0x0d])],
    ['a truncated box', bytes([0, 0, 0, 0x20], 'ftyp')],
    ['a box claiming 4 bytes', bytes([0, 0, 0, 4], 'ftypisom')],
  ])('refuses %s', (_what, head) => {
    expect(isMp4(head)).toBe(false);
  });
});
