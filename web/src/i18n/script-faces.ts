import type { Script } from './languages';

/**
 * The face each non-Latin script is shown in: an @fontsource variable face (weights 400-700, the ones the site
 * uses), cut at build time (vite.config.ts, scriptFaces) to its script's Unicode block plus SHARED_CODE_POINTS,
 * so a page in that script's languages fetches one small file and other pages none. Served as
 * /fonts/<font>.woff2 under that fixed name, which nginx preloads for the page's language
 * (nginx/templates/contest.conf.template); loaded by fonts.ts.
 *
 * Urdu is set in Noto Naskh Arabic: Noto Nastaliq Urdu, the calligraphic style Urdu readers know best, is
 * 201 kB even when cut to the Arabic block (its shaping makes thousands of contextual glyphs), against 43 kB
 * for Naskh, which every Urdu reader reads and which keeps the 80 kB budget.
 */
export interface ScriptFace {
  /** The @fontsource-variable package's name, which is also the served file's name. */
  font: string;
  /** The package's file for the script (`<font>-<subset>-wght-normal.woff2`). */
  subset: string;
  /** The script's Unicode blocks, first and last code point. */
  blocks: readonly (readonly [number, number])[];
}

export const SCRIPT_FACES = {
  devanagari: { font: 'noto-sans-devanagari', subset: 'devanagari', blocks: [[0x0900, 0x097f]] },
  bengali: { font: 'noto-sans-bengali', subset: 'bengali', blocks: [[0x0980, 0x09ff]] },
  gurmukhi: { font: 'noto-sans-gurmukhi', subset: 'gurmukhi', blocks: [[0x0a00, 0x0a7f]] },
  gujarati: { font: 'noto-sans-gujarati', subset: 'gujarati', blocks: [[0x0a80, 0x0aff]] },
  oriya: { font: 'noto-sans-oriya', subset: 'oriya', blocks: [[0x0b00, 0x0b7f]] },
  tamil: { font: 'noto-sans-tamil', subset: 'tamil', blocks: [[0x0b80, 0x0bff]] },
  telugu: { font: 'noto-sans-telugu', subset: 'telugu', blocks: [[0x0c00, 0x0c7f]] },
  kannada: { font: 'noto-sans-kannada', subset: 'kannada', blocks: [[0x0c80, 0x0cff]] },
  malayalam: { font: 'noto-sans-malayalam', subset: 'malayalam', blocks: [[0x0d00, 0x0d7f]] },
  arabic: { font: 'noto-naskh-arabic', subset: 'arabic', blocks: [[0x0600, 0x06ff]] },
} as const satisfies Partial<Record<Script, ScriptFace>>;

export type FacedScript = keyof typeof SCRIPT_FACES;

/**
 * Kept in every face besides its block: the dandas (Devanagari's block, the full stop of most Indic scripts),
 * the joiners that choose a conjunct's form, the rupee sign and the dotted circle a lone mark is shaped on.
 */
const SHARED_CODE_POINTS = [0x0964, 0x0965, 0x200c, 0x200d, 0x20b9, 0x25cc];

/** The family every script's face is registered under; the site's font stacks name it first (index.css). */
export const SCRIPT_FAMILY = 'Contest Script';

/** The @fontsource file a face is cut from, as a module specifier (the build resolves it, so do the tests). */
export const faceSource = (face: ScriptFace): string =>
  `@fontsource-variable/${face.font}/files/${face.font}-${face.subset}-wght-normal.woff2`;

/** The code points a face is cut to and shown for. */
export function faceCodePoints(face: ScriptFace): number[] {
  const inBlocks = face.blocks.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  );
  return [...new Set([...inBlocks, ...SHARED_CODE_POINTS])].sort((a, b) => a - b);
}

/** The face's CSS unicode-range: the browser uses it for these code points only. */
export function faceUnicodeRange(face: ScriptFace): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return [
    ...face.blocks.map(([first, last]) => `U+${hex(first)}-${hex(last)}`),
    ...SHARED_CODE_POINTS.map((point) => `U+${hex(point)}`),
  ].join(', ');
}
