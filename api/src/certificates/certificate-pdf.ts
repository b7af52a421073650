import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { TranslatedLanguage } from '../common/languages';
import { certificateFonts, FaceName, FontName, SCRIPTS, ScriptName } from './certificate-fonts';
import { certificateWord, CertificateWords } from './certificate-words';

/**
 * Draws one certificate: an A4 landscape page in English and its holder's language together (one document to
 * keep, print and show). Everything on it comes from the certificate's record, its holder's language and the
 * organisers' content, so the same record draws the same certificate: nothing is stored, 100,000 certificates
 * cost 100,000 rows, and a PDF is drawn when its holder downloads it.
 *
 * Indic scripts are shaped by fontkit (pdfkit's font engine: conjuncts, reph, the i-matra before its consonant)
 * and Urdu joined, each in its Noto face (only the faces a certificate draws with are embedded). No face holds
 * two scripts, so each line is drawn in runs of one script each, put in visual order by the Unicode bidirectional
 * algorithm (bidi-js). Every line is wrapped in an ActualText span: a shaped line's glyphs are in visual order
 * (ि before क, Urdu right to left), so without it a copy or a text extraction of "किरण" gives "िकरण".
 */

export interface CertificateSheet {
  code: string;
  verifyUrl: string;
  holderName: string;
  /** The language printed beside English. */
  language: TranslatedLanguage;
  /** 'participation' prints "Certificate of Participation"; the others "Certificate of Achievement". */
  participation: boolean;
  achievement: Bilingual;
  roundName: Bilingual;
  contestName: Bilingual;
  organiserName: Bilingual;
  issuedAt: Date;
  /** PNG images (the content's images converted), or null where the organisers have none. */
  logo: Buffer | null;
  signatories: Array<{ name: Bilingual; title: Bilingual; signature: Buffer | null }>;
}

/** A text as the certificate prints it: in English, and in the certificate's other language. */
export interface Bilingual {
  en: string;
  local: string;
}

/** A4 landscape, in PDF points. */
export const PAGE = { width: 841.89, height: 595.28 } as const;
/** Where the holder's name is drawn: centred on this baseline, at most this wide (tests look at this box). */
export const NAME_LINE = { baseline: 262, size: 34, maxWidth: 640, box: { x: 90, y: 215, width: 662, height: 58 } };
/** The widest a centred line is drawn: a longer one is set smaller. */
const LINE_WIDTH = PAGE.width - 120;

const bidi = bidiFactory();
const JOINER = /[\u200c\u200d]/u;
/** The scripts fontkit lays out right to left itself (it reverses their glyphs). */
const RIGHT_TO_LEFT: ReadonlySet<FaceName> = new Set<FaceName>(['arabic']);

/** The face of one character: the script of the run it continues if it belongs to it, else the first that has it. */
function faceOf(character: string, previous: FaceName): FaceName | null {
  if (previous !== 'latin' && (JOINER.test(character) || SCRIPTS[previous].pattern.test(character))) return previous;
  for (const [script, { pattern }] of Object.entries(SCRIPTS)) if (pattern.test(character)) return script as ScriptName;
  return null;
}

/**
 * The line cut into runs of one face and one direction, in the order they are drawn left to right. Spaces
 * between two letters of one script and direction stay in their run, so a name is shaped whole in one face;
 * digits, punctuation and the rest are drawn in the Latin face. A right-to-left run of another face (spaces,
 * brackets) is reversed and mirrored here; a right-to-left script's own run is left in logical order for fontkit.
 */
export function scriptRuns(text: string, bold = false): Array<{ text: string; font: FontName }> {
  const { levels } = bidi.getEmbeddingLevels(text, 'auto');
  const characters: Array<{ character: string; index: number; face: FaceName | null }> = [];
  let previous: FaceName = 'latin';
  for (let index = 0; index < text.length;) {
    const character = String.fromCodePoint(text.codePointAt(index)!);
    const face = faceOf(character, previous);
    characters.push({ character, index, face });
    previous = face ?? previous;
    index += character.length;
  }
  // Spaces take the face around them where both sides agree (and share their direction); the rest is Latin.
  for (const item of characters) if (!item.face && !/\s/u.test(item.character)) item.face = 'latin';
  characters.forEach((item, position) => {
    if (item.face) return;
    const before = characters
      .slice(0, position)
      .reverse()
      .find((other) => other.face);
    const after = characters.slice(position + 1).find((other) => other.face);
    const shared = before && after && before.face === after.face && before.face !== 'latin';
    const sameLevel =
      before && after && levels[before.index] === levels[item.index] && levels[after.index] === levels[item.index];
    item.face = shared && sameLevel ? before.face : 'latin';
  });
  const runs: Array<{ text: string; face: FaceName; level: number }> = [];
  for (const { character, index, face } of characters) {
    const last = runs.at(-1);
    if (last && last.face === face && last.level === levels[index]) last.text += character;
    else runs.push({ text: character, face: face!, level: levels[index] });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse each stretch of runs at that level or above.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start].level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    const reversed = run.level % 2 === 1 && !RIGHT_TO_LEFT.has(run.face);
    const drawn = reversed
      ? [...run.text]
          .reverse()
          .map((character) => bidi.getMirroredCharacter(character) ?? character)
          .join('')
      : run.text;
    return { text: drawn, font: bold ? `${run.face}Bold` : run.face };
  });
}

const INK = '#1f2937';
const ACCENT = '#9a3412';

export async function renderCertificate(sheet: CertificateSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // Fixed from the record, so downloading twice gives the same file.
    info: {
      Title: `Certificate ${sheet.code}`,
      Author: sheet.organiserName.en,
      CreationDate: sheet.issuedAt,
      ModDate: sheet.issuedAt,
    },
    lang: 'en-IN',
  });
  for (const [name, data] of Object.entries(await certificateFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const centre = PAGE.width / 2;
  const line = (text: string, baseline: number, size: number, options: LineOptions = {}) =>
    drawLine(doc, text, baseline, size, { centre, maxWidth: LINE_WIDTH, ...options });
  const words = (key: keyof CertificateWords, values: Record<string, string> = {}): Bilingual => ({
    en: certificateWord('en', key, values),
    local: certificateWord(sheet.language, key, values),
  });
  const both = (text: Bilingual) => `${text.en}  ·  ${text.local}`;

  doc
    .rect(18, 18, PAGE.width - 36, PAGE.height - 36)
    .lineWidth(3)
    .stroke(ACCENT);
  doc
    .rect(26, 26, PAGE.width - 52, PAGE.height - 52)
    .lineWidth(0.8)
    .stroke(ACCENT);

  if (sheet.logo) doc.image(sheet.logo, 48, 44, { fit: [90, 70] });
  line(sheet.organiserName.en, 66, 15, { bold: true });
  line(sheet.organiserName.local, 88, 14, { bold: true });

  const title = words(sheet.participation ? 'participationTitle' : 'achievementTitle');
  line(title.en, 136, 28, { bold: true, colour: ACCENT });
  line(title.local, 170, 22, { bold: true, colour: ACCENT });
  line(both(words('certify')), 202, 12);

  line(sheet.holderName, NAME_LINE.baseline, NAME_LINE.size, { bold: true, maxWidth: NAME_LINE.maxWidth });
  doc
    .moveTo(centre - 220, NAME_LINE.baseline + 16)
    .lineTo(centre + 220, NAME_LINE.baseline + 16)
    .lineWidth(0.6)
    .stroke(INK);

  line(`${sheet.achievement.en}  ·  ${sheet.roundName.en}`, 306, 15);
  line(`${sheet.achievement.local}  ·  ${sheet.roundName.local}`, 330, 15);
  line(sheet.contestName.en, 358, 13);
  line(sheet.contestName.local, 378, 13);
  line(
    both({
      en: certificateWord('en', 'issuedOn', { date: formatDate(sheet.issuedAt, 'en') }),
      local: certificateWord(sheet.language, 'issuedOn', { date: formatDate(sheet.issuedAt, sheet.language) }),
    }),
    406,
    11,
  );

  drawSignatories(doc, sheet.signatories);
  drawVerification(doc, sheet, both(words('verify')));

  doc.end();
  return done;
}

interface LineOptions {
  centre?: number;
  left?: number;
  bold?: boolean;
  colour?: string;
  maxWidth?: number;
}

/** One line, centred (or from `left`), its runs side by side on one baseline, shrunk to `maxWidth` if wider. */
function drawLine(doc: PDFKit.PDFDocument, text: string, baseline: number, size: number, options: LineOptions) {
  if (!text.trim()) return;
  const runs = scriptRuns(text, options.bold);
  // With `features` set, pdfkit lays a run out whole: by default it lays out word by word and puts the words side
  // by side in typing order, which reverses an Urdu line's words.
  const layout = { features: [] };
  const widthAt = (fontSize: number) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(fontSize).widthOfString(run.text, layout), 0);
  let fontSize = size;
  if (options.maxWidth) {
    const smallest = Math.min(10, size - 2);
    while (fontSize > smallest && widthAt(fontSize) > options.maxWidth) fontSize -= 1;
  }
  let x = options.left ?? (options.centre ?? PAGE.width / 2) - widthAt(fontSize) / 2;
  doc.markContent('Span', { actual: text });
  for (const run of runs) {
    doc
      .font(run.font)
      .fontSize(fontSize)
      .fillColor(options.colour ?? INK)
      .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', ...layout });
    x += doc.widthOfString(run.text, layout);
  }
  doc.endMarkedContent();
}

function drawSignatories(doc: PDFKit.PDFDocument, signatories: CertificateSheet['signatories']) {
  if (!signatories.length) return;
  const slot = 200;
  const first = 60;
  signatories.forEach((signatory, index) => {
    const centre = first + slot / 2 + index * (slot + 20);
    if (signatory.signature) doc.image(signatory.signature, centre - 70, 438, { fit: [140, 44], align: 'center' });
    doc
      .moveTo(centre - 80, 488)
      .lineTo(centre + 80, 488)
      .lineWidth(0.6)
      .stroke(INK);
    const text = (value: string, baseline: number, size: number, bold = false) =>
      drawLine(doc, value, baseline, size, { centre, bold, maxWidth: slot });
    text(signatory.name.en, 502, 10, true);
    text(signatory.name.local === signatory.name.en ? '' : signatory.name.local, 516, 10, true);
    text(signatory.title.en, 530, 9);
    text(signatory.title.local === signatory.title.en ? '' : signatory.title.local, 543, 9);
  });
}

/** The QR code (vector squares, so it prints sharp) to the verification page, with the code written under it. */
function drawVerification(doc: PDFKit.PDFDocument, sheet: CertificateSheet, verify: string) {
  const qr = QRCode.create(sheet.verifyUrl, { errorCorrectionLevel: 'M' });
  const size = 92;
  const left = PAGE.width - 60 - size;
  const top = 430;
  const cell = size / qr.modules.size;
  doc.fillColor('#000000');
  for (let row = 0; row < qr.modules.size; row++) {
    for (let column = 0; column < qr.modules.size; column++) {
      if (qr.modules.get(row, column)) doc.rect(left + column * cell, top + row * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  drawLine(doc, sheet.code, top + size + 14, 10, { centre: left + size / 2, bold: true });
  drawLine(doc, verify, top + size + 27, 8, { centre: left + size / 2, maxWidth: 150 });
  drawLine(doc, sheet.verifyUrl, PAGE.height - 34, 7, { left: 40, colour: '#6b7280' });
}

/**
 * The date as the language writes it, in India's time. Urdu's in Latin digits: its own (Extended Arabic-Indic)
 * would be laid out right to left with the letters around them by fontkit, which reverses a whole Arabic run.
 */
function formatDate(date: Date, language: 'en' | TranslatedLanguage): string {
  return new Intl.DateTimeFormat(`${language}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    ...(language === 'ur' ? { numberingSystem: 'latn' } : {}),
  }).format(date);
}
