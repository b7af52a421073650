/**
 * What an uploaded file is, read from its first bytes: the name and the browser's stated type are the
 * uploader's word, the bytes are not. SVG is never an image here (it can carry script), nor GIF, HEIC or TIFF.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Bytes needed to recognise any accepted format. */
export const SNIFF_BYTES = 12;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(head: Buffer): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * ISO base-media major brands of MP4 video. QuickTime (`qt  `, a .mov), 3GP and audio-only M4A are refused:
 * browsers do not all play them in a <video> element.
 */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);

/** An MP4 file starts with its `ftyp` box: a 4-byte size, `ftyp`, then the major brand. */
export function isMp4(head: Buffer): boolean {
  if (head.length < SNIFF_BYTES || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  return head.readUInt32BE(0) >= 16 && MP4_BRANDS.has(head.toString('latin1', 8, 12));
}
