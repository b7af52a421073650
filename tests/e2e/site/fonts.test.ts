import harfbuzzjs, { type HarfBuzz } from 'harfbuzzjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decompress } from 'wawoff2';
import { SITE_LANGUAGE_TABLE } from '../../../web/src/i18n/languages';
import { faceSource, SCRIPT_FACES, type FacedScript, type ScriptFace } from '../../../web/src/i18n/script-faces';
import { REPO_ROOT } from './site-browser';

/**
 * The script faces the build cut (web/vite.config.ts), read from their own tables with HarfBuzz (the shaper
 * Chromium uses): Chromium here has no fallback fonts, so a letter or conjunct the cut dropped would show as a
 * box on a visitor's phone and pass every browser test. The cut face is compared with the @fontsource face it
 * was cut from.
 */
const DIST_FONTS = path.join(REPO_ROOT, 'web', 'dist', 'fonts');

const cutFile = (face: ScriptFace) => path.join(DIST_FONTS, `${face.font}.woff2`);
const fullFile = (face: ScriptFace) => require.resolve(faceSource(face));

/** A shaped glyph as a visitor sees it: its outline (SVG path) and where it is put, in font units. */
interface Shaped {
  glyph: number;
  outline: string;
  position: number[];
}

interface OpenFace {
  unicodes: Set<number>;
  /** The glyphs the text shapes into at the weight, leaving out the invisible ones (joiners). */
  shape(text: string, weight: number): Shaped[];
}

async function open(hb: HarfBuzz, file: string): Promise<OpenFace> {
  const blob = hb.createBlob(await decompress(readFileSync(file)));
  const face = hb.createFace(blob, 0);
  const font = hb.createFont(face);
  return {
    unicodes: new Set(face.collectUnicodes()),
    shape(text, weight) {
      font.setVariations({ wght: weight });
      const buffer = hb.createBuffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const glyphs = buffer
        .json()
        .map((glyph) => ({
          glyph: glyph.g,
          outline: font.glyphToPath(glyph.g),
          position: [glyph.ax, glyph.dx, glyph.dy],
        }))
        .filter((glyph) => glyph.outline !== '' || glyph.position.some((value) => value !== 0));
      buffer.destroy();
      return glyphs;
    },
  };
}

/**
 * Where two shapings differ: in glyph count, or in a glyph's drawing or place by more than one font unit (a
 * thousandth of an em). The full face works out a bold outline from its variation deltas with fractions; the cut
 * one, its weight axis narrowed, rounds them.
 */
function differences(cut: Shaped[], full: Shaped[]): string[] {
  if (cut.length !== full.length) return [`${cut.length} glyphs, the full face ${full.length}`];
  const number = /-?[\d.]+(?:e[-+]?\d+)?/gi;
  const commands = (glyph: Shaped) => glyph.outline.replace(number, '').replace(/[\s,]/g, '');
  const numbers = (glyph: Shaped) => [...(glyph.outline.match(number) ?? []).map(Number), ...glyph.position];
  return cut.flatMap((glyph, i) => {
    const [mine, theirs] = [numbers(glyph), numbers(full[i])];
    const same =
      glyph.glyph !== 0 &&
      commands(glyph) === commands(full[i]) &&
      mine.length === theirs.length &&
      mine.every((value, j) => Math.abs(value - theirs[j]) <= 1);
    return same ? [] : [`glyph ${i} (${glyph.glyph === 0 ? 'missing' : 'drawn or placed otherwise'})`];
  });
}

/**
 * Letters of the blocks that Unicode added in 2024 (16.0) and @fontsource's Noto faces do not draw yet: archaic
 * forms no modern text uses. Each must be missing from the full face too, so a newer face that draws them fails
 * here until the cut keeps them.
 */
const NOT_YET_DRAWN = [0x0c5c, 0x0cdc];

/**
 * Text whose shaping needs the font's substitution and positioning rules: conjuncts, half and below-base forms,
 * reph, vowel signs drawn before or around their consonant, two-part vowels, nukta, chillus, Tamil's ligatures,
 * Arabic's joining forms and lam-alef; and each script's languages' names.
 */
const SHAPED: Record<FacedScript, string[]> = {
  devanagari: ['क्ष', 'त्र', 'ज्ञ', 'श्र', 'द्ध', 'द्य', 'ह्म', 'ट्ट', 'र्क', 'क्र', 'कि', 'स्त्र', 'क्‍ष', 'क़', 'हिन्दी', 'मराठी'],
  bengali: ['ক্ষ', 'ত্র', 'জ্ঞ', 'ন্ত', 'ক্ত', 'র্ক', 'স্ত্র', 'ঙ্গ', 'হ্ম', 'কি', 'কো', 'কৌ', 'ড়', 'ৰ্ক', 'বাংলা', 'অসমীয়া'],
  gurmukhi: ['ਪ੍ਰ', 'ਸ੍ਵ', 'ਦ੍ਹ', 'ਕਿ', 'ਕੁੰ', 'ਖ਼', 'ਸ਼', 'ਕੱਟ', 'ਪੰਜਾਬੀ'],
  gujarati: ['ક્ષ', 'જ્ઞ', 'ત્ર', 'શ્ર', 'દ્ધ', 'દ્ર', 'હ્મ', 'ર્ક', 'કિ', 'ગુજરાતી'],
  oriya: ['କ୍ଷ', 'ତ୍ର', 'ଜ୍ଞ', 'ନ୍ତ', 'ଷ୍ଟ', 'ଞ୍ଚ', 'ର୍କ', 'କି', 'କୋ', 'କୌ', 'ଓଡ଼ିଆ'],
  tamil: ['க்ஷ', 'ஸ்ரீ', 'கொ', 'கோ', 'கௌ', 'டி', 'டீ', 'ணை', 'லை', 'னு', 'தமிழ்'],
  telugu: ['క్ష', 'త్ర', 'శ్రీ', 'క్క', 'ర్క', 'స్త్ర', 'ష్ట్ర', 'న్న', 'కి', 'కొ', 'తెలుగు'],
  kannada: ['ಕ್ಷ', 'ತ್ರ', 'ಶ್ರೀ', 'ರ್ಕ', 'ಸ್ತ್ರ', 'ನ್ನ', 'ಜ್ಞ', 'ಕಿ', 'ಕೊ', 'ಕನ್ನಡ'],
  malayalam: ['ക്ഷ', 'ത്ര', 'ന്ത', 'ക്ക', 'ങ്ങ', 'ഞ്ഞ', 'ന്റ', 'ല്ല', 'ശ്ര', 'ക്ര', 'കൊ', 'ൽ', 'മലയാളം'],
  arabic: ['لا', 'لأ', 'اردو', 'ہندوستان', 'فلم', 'مقابلہ', 'ٹیکسٹ', 'ڈرامہ', 'گھر', 'بھارت', 'کی', 'لیے', 'ۓ'],
};

const faces = Object.entries(SCRIPT_FACES) as [FacedScript, ScriptFace][];

describe('each script face as the build cut it', () => {
  let hb: HarfBuzz;
  beforeAll(async () => {
    hb = await harfbuzzjs;
  });

  it('covers every script the site languages are written in but Latin', () => {
    const scripts = new Set<string>(Object.values(SITE_LANGUAGE_TABLE).map((language) => language.script));
    scripts.delete('latin');
    expect([...scripts].filter((script) => !(script in SCRIPT_FACES))).toEqual([]);
  });

  it.each(faces)('%s: at most 80 kB', (_script, face) => {
    expect(readFileSync(cutFile(face)).length).toBeLessThanOrEqual(80 * 1024);
  });

  it.each(faces)('%s: every letter, mark and digit of its block is in the cmap', async (_script, face) => {
    const cut = await open(hb, cutFile(face));
    const wanted = face.blocks.flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => first + i).filter((point) =>
        /^[\p{L}\p{M}\p{Nd}]$/u.test(String.fromCodePoint(point)),
      ),
    );
    expect(wanted.length).toBeGreaterThan(60);
    const full = await open(hb, fullFile(face));
    const missing = wanted.filter((point) => !cut.unicodes.has(point));
    expect(missing.filter((point) => full.unicodes.has(point) || !NOT_YET_DRAWN.includes(point))).toEqual([]);
  });

  it.each(faces)('%s: shapes conjuncts and ligatures into the same glyphs as the full face', async (script, face) => {
    const cut = await open(hb, cutFile(face));
    const full = await open(hb, fullFile(face));
    for (const weight of [400, 700]) {
      for (const text of SHAPED[script]) {
        const glyphs = cut.shape(text, weight);
        expect({ text, weight, differences: differences(glyphs, full.shape(text, weight)) }).toEqual({
          text,
          weight,
          differences: [],
        });
      }
    }
  });
});
