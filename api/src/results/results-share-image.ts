import escapeHtml from 'escape-html';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { trueTypeFace } from '../common/fonts/true-type-face';
import type { ShareImageText } from './results-share';

/** The Open Graph image size Facebook, WhatsApp and X show in full. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
const MARGIN = 80;
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;

const FAMILY = 'Noto Sans Devanagari';
/** The site's Devanagari face (its Latin subset too, for the organisers' English titles), bold, from npm. */
const FONT_FILES = [
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff2',
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
];

let fontsReady: Promise<void> | null = null;

/**
 * libvips draws text with Pango (HarfBuzz shapes the Devanagari conjuncts) and finds faces through fontconfig,
 * which reads TrueType but not the WOFF2 that @fontsource ships, and a slim server image has no system fonts.
 * So each file is unpacked to TrueType (common/fonts) once per process and handed to libvips, which adds it to the process's
 * fontconfig: from then on every text names the family and takes each character from the subset that has it.
 */
function registerFonts(): Promise<void> {
  fontsReady ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contest-share-fonts-'));
    for (const [index, file] of FONT_FILES.entries()) {
      const trueType = join(dir, `${index}.ttf`);
      await writeFile(trueType, await trueTypeFace(file));
      await sharp({ text: { text: 'A', font: FAMILY, fontfile: trueType } })
        .png()
        .toBuffer();
    }
  })().catch((error: unknown) => {
    fontsReady = null;
    throw error;
  });
  return fontsReady;
}

interface Line {
  text: string;
  size: number;
  colour: string;
  /** Space above the line. */
  gap: number;
}

/** One block of text, wrapped to the image's text width, as a transparent PNG. */
async function textLayer(line: Line): Promise<{ input: Buffer; height: number }> {
  const input = await sharp({
    text: {
      text: `<span foreground="${line.colour}">${escapeHtml(line.text)}</span>`,
      font: `${FAMILY} Bold ${line.size}`,
      width: TEXT_WIDTH,
      wrap: 'word-char',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer();
  const { height = 0 } = await sharp(input).metadata();
  return { input, height };
}

/** Smaller type for a longer title, so that up to 120 characters fit in three lines. */
const titleSize = (title: string) => (title.length <= 28 ? 76 : title.length <= 56 ? 60 : 46);

/** The contest's colours: night blue, a tricolour rule at the top, and a strip of film along the bottom. */
const BACKDROP =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0a1633"/><stop offset="1" stop-color="#1c3170"/>
    </linearGradient>
    <pattern id="holes" width="48" height="40" patternUnits="userSpaceOnUse">
      <rect x="12" y="10" width="22" height="14" rx="3" fill="none" stroke="#ffc47a" stroke-width="2" opacity="0.5"/>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <rect width="400" height="12" fill="#ff9933"/><rect x="400" width="400" height="12" fill="#ffffff"/>
  <rect x="800" width="400" height="12" fill="#138808"/>
  <rect y="${SHARE_IMAGE.height - 40}" width="100%" height="40" fill="url(#holes)"/>
</svg>`);

/** A share image (PNG): the contest's colours and the lines of `text`, top to bottom, then the address. */
export async function renderShareImage(text: ShareImageText): Promise<Buffer> {
  await registerFonts();
  const lines: Line[] = [
    { text: text.eyebrow, size: 34, colour: '#ffc47a', gap: 0 },
    { text: text.title, size: titleSize(text.title), colour: '#ffffff', gap: 24 },
    ...(text.subtitle ? [{ text: text.subtitle, size: 40, colour: '#e4e9f7', gap: 16 }] : []),
    { text: text.highlight, size: 44, colour: '#ff9933', gap: 36 },
  ];
  const layers = await Promise.all(lines.map(textLayer));
  const footer = await textLayer({ text: text.site, size: 26, colour: '#c9d3ee', gap: 0 });
  const bottom = SHARE_IMAGE.height - 56 - footer.height;
  const composite: OverlayOptions[] = [{ input: footer.input, left: MARGIN, top: bottom }];
  let top = 64;
  for (const [index, layer] of layers.entries()) {
    top += lines[index].gap;
    // A title too long for the space left stops the stack rather than overflowing the image.
    if (top + layer.height > bottom - 16) break;
    composite.push({ input: layer.input, left: MARGIN, top });
    top += layer.height;
  }
  return sharp(BACKDROP).composite(composite).png().toBuffer();
}
