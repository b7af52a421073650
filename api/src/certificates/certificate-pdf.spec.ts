import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import * as fontkit from 'fontkit';
import { certificateFonts, FontName } from './certificate-fonts';
import { CertificateSheet, NAME_LINE, PAGE, renderCertificate, scriptRuns } from './certificate-pdf';

/**
 * A Hindi name with the three things Devanagari shaping does: a conjunct (क्ष: क + virama + ष drawn as one
 * letter), a reph (र्म: the र written as a hook above the म that follows it) and the short i (कि: ि typed after
 * क but drawn before it).
 */
const NAME = 'क्षमा शर्मा किरण';

const sheet = (holderName: string): CertificateSheet => ({
  code: 'K7QM-3XPA-9RWD',
  verifyUrl: 'https://contest.example.org/certificates/K7QM-3XPA-9RWD',
  holderName,
  language: 'hi',
  participation: false,
  achievement: { en: 'Selected for the Top 500', local: 'शीर्ष 500 के लिए चयनित' },
  roundName: { en: 'Round 1 (Open Submissions)', local: 'राउंड 1 (खुली प्रविष्टियाँ)' },
  contestName: { en: 'AI Film Contest', local: 'एआई फ़िल्म प्रतियोगिता' },
  organiserName: { en: 'Ministry of Example', local: 'उदाहरण मंत्रालय' },
  issuedAt: new Date('2026-11-27T06:00:00Z'),
  logo: null,
  signatories: [
    { name: { en: 'A. Sharma', local: 'ए. शर्मा' }, title: { en: 'Secretary', local: 'सचिव' }, signature: null },
  ],
});

const DPI = 100;
const px = (points: number) => Math.round((points * DPI) / 72);

describe('certificate PDF', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'certificate-pdf-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, data: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, data);
    return file;
  };
  /** The name's box of page 1 as greyscale pixels (pdftoppm, poppler's renderer: what a reader's viewer shows). */
  const nameBox = async (pdf: Buffer, name: string) => {
    const { x, y, width, height } = NAME_LINE.box;
    const prefix = path.join(dir, name);
    execFileSync('pdftoppm', [
      ...['-png', '-singlefile', '-gray', '-r', String(DPI)],
      ...['-x', String(px(x)), '-y', String(px(y)), '-W', String(px(width)), '-H', String(px(height))],
      write(`${name}.pdf`, pdf),
      prefix,
    ]);
    return sharp(readFileSync(`${prefix}.png`))
      .greyscale()
      .raw()
      .toBuffer();
  };
  /** Pixels where exactly one of two renderings has ink, as a share of the pixels where either has. */
  const difference = (a: Buffer, b: Buffer) => {
    let either = 0;
    let one = 0;
    for (let i = 0; i < a.length; i++) {
      const inkA = a[i] < 128;
      const inkB = b[i] < 128;
      if (inkA || inkB) either++;
      if (inkA !== inkB) one++;
    }
    return one / either;
  };
  /**
   * The name alone on an A4 landscape page, where the certificate draws it, in its face: `shaped` as one string
   * (what fontkit makes of it), or each character on its own, as a renderer without shaping would.
   */
  const reference = async (shaped: boolean, name = NAME, font: FontName = 'devanagariBold', wordByWord = false) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    doc.font((await certificateFonts())[font]).fontSize(NAME_LINE.size);
    const pieces = shaped ? [name] : [...name];
    // Laid out whole (`features`), as a shaping engine does; pdfkit's own word-by-word layout reverses Urdu's words.
    const whole = wordByWord ? {} : { features: [] };
    const width = pieces.reduce((sum, piece) => sum + doc.widthOfString(piece, whole), 0);
    let x = PAGE.width / 2 - width / 2;
    for (const piece of pieces) {
      doc
        .fillColor('#1f2937')
        .text(piece, x, NAME_LINE.baseline, { lineBreak: false, baseline: 'alphabetic', ...whole });
      x += doc.widthOfString(piece, whole);
    }
    doc.end();
    return done;
  };

  /**
   * The name's box as the certificate draws it, against the name shaped whole in `font` and its characters drawn
   * one by one: how far the certificate's pixels are from each.
   */
  const fromReferences = async (pdf: Buffer, name: string, font: FontName, label: string) => {
    const certificate = await nameBox(pdf, `${label}-certificate`);
    const shaped = await nameBox(await reference(true, name, font), `${label}-shaped`);
    const unshaped = await nameBox(await reference(false, name, font), `${label}-unshaped`);
    return {
      certificate,
      toShaped: difference(certificate, shaped),
      toUnshaped: difference(certificate, unshaped),
      shapingChanges: difference(shaped, unshaped),
    };
  };

  /** A certificate in `language`, its texts beside English given in order: achievement, round, contest, organiser. */
  const sheetIn = (
    language: CertificateSheet['language'],
    name: string,
    [achievement, round, contest, organiser]: string[],
  ): CertificateSheet => ({
    ...sheet(name),
    language,
    achievement: { en: 'Selected for the Top 500', local: achievement },
    roundName: { en: 'Round 1 (Open Submissions)', local: round },
    contestName: { en: 'AI Film Contest', local: contest },
    organiserName: { en: 'Ministry of Example', local: organiser },
    signatories: [],
  });

  it('is an A4 landscape PDF whose text reads back in English, in Hindi, and with the Hindi name as typed', async () => {
    const pdf = await renderCertificate(sheet(NAME));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = execFileSync('pdfinfo', [write('info.pdf', pdf)]).toString();
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    const text = execFileSync('pdftotext', [write('text.pdf', pdf), '-']).toString();
    // In logical order: without the ActualText spans the shaped glyphs read back "शमार्" and "िकरण".
    expect(text).toContain(NAME);
    expect(text).toContain('Certificate of Achievement');
    expect(text).toContain('उपलब्धि प्रमाण पत्र');
    expect(text).toContain('Selected for the Top 500');
    expect(text).toContain('शीर्ष 500 के लिए चयनित');
    expect(text).toContain('K7QM-3XPA-9RWD');
    expect(text).toContain('Ministry of Example');
  });

  it('is the same file however often it is drawn', async () => {
    expect((await renderCertificate(sheet(NAME))).equals(await renderCertificate(sheet(NAME)))).toBe(true);
  });

  it("shapes with this font: a conjunct, a reph and the short i's reordering come out as the font's own glyphs", async () => {
    const font = fontkit.create((await certificateFonts()).devanagariBold) as fontkit.Font;
    const names = (text: string) => font.layout(text).glyphs.map((glyph) => glyph.name);
    // Glyph names are the font designer's: a ligature is named after the characters it joins.
    expect(names('क्ष')).toEqual(['uni0915094D0937']); // one conjunct glyph, no visible virama
    expect(names('र्म')).toEqual(['uni092E', 'uni0930094D']); // the reph follows the म it sits on
    expect(names('कि')[1]).toBe('uni0915'); // the i-matra moved before क
    expect(names('कि')[0]).toMatch(/^uni093F/);
  });

  it('draws the Hindi name shaped: pixel for pixel what the shaping engine draws, far from unshaped letters', async () => {
    // Rendered by poppler (as a reader sees it), the certificate's name must match the name shaped whole and
    // differ from the same characters drawn one by one. This fails when shaping is lost anywhere on the way:
    // the name split into pieces (by script, by character), drawn in a face without Devanagari (boxes), or laid
    // out without the font's GSUB/GPOS (virama visible, reph on the line, ि after क).
    const hindi = await fromReferences(await renderCertificate(sheet(NAME)), NAME, 'devanagariBold', 'hindi');
    expect(hindi.certificate.some((value) => value < 128)).toBe(true);
    expect(hindi.shapingChanges).toBeGreaterThan(0.3);
    expect(hindi.toShaped).toBeLessThan(0.02);
    expect(hindi.toUnshaped).toBeGreaterThan(0.3);
  });

  it('draws each script in its own face', () => {
    expect(scriptRuns('Issued on 27 November 2026  ·  जारी करने की तिथि 27 नवंबर 2026')).toEqual([
      { text: 'Issued on 27 November 2026  ·  ', font: 'latin' },
      { text: 'जारी करने की तिथि', font: 'devanagari' },
      { text: ' 27 ', font: 'latin' },
      { text: 'नवंबर', font: 'devanagari' },
      { text: ' 2026', font: 'latin' },
    ]);
    expect(scriptRuns(NAME, true)).toEqual([{ text: NAME, font: 'devanagariBold' }]);
  });

  it("prints English and the holder's language: Tamil words and a Tamil name, shaped", async () => {
    const name = 'கார்த்திகா சுப்பிரமணியம்';
    const tamil = sheetIn('ta', name, [
      'Top 500-க்குத் தேர்வு செய்யப்பட்டவர்',
      'சுற்று 1 (திறந்த சமர்ப்பிப்புகள்)',
      'AI திரைப்படப் போட்டி',
      'எடுத்துக்காட்டு அமைச்சகம்',
    ]);
    // An English text may hold another script than the certificate's two: it is drawn in its own face too.
    tamil.organiserName.en = 'Ministry of Example (उदाहरण मंत्रालय)';
    const pdf = await renderCertificate(tamil);
    const text = execFileSync('pdftotext', [write('tamil.pdf', pdf), '-']).toString();
    for (const expected of [name, 'Certificate of Achievement', 'சாதனைச் சான்றிதழ்', 'இதன் மூலம் சான்றளிக்கப்படுவது']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('வழங்கிய நாள் 27 நவம்பர், 2026');
    expect(text).toContain('Ministry of Example (उदाहरण मंत्रालय)');
    expect(text).not.toContain('उपलब्धि प्रमाण पत्र'); // no Hindi form words on a Tamil certificate
    // Tamil's vowel signs before and around their consonant (கொ, தி) and its conjuncts come from the font's rules.
    const drawn = await fromReferences(pdf, name, 'tamilBold', 'tamil');
    expect(drawn.toShaped).toBeLessThan(0.02);
    expect(drawn.toUnshaped).toBeGreaterThan(0.1);
  });

  it('lays Urdu out right to left, its letters joined, with numbers and brackets where an Urdu reader expects', async () => {
    // Logical order: "Round", 1, "(First)"; drawn left to right: "(First) 1 Round", brackets mirrored.
    expect(scriptRuns('راؤنڈ 1 (پہلا)')).toEqual([
      { text: '(', font: 'latin' },
      { text: 'پہلا', font: 'arabic' },
      { text: ') ', font: 'latin' },
      { text: '1', font: 'latin' },
      { text: ' ', font: 'latin' },
      { text: 'راؤنڈ', font: 'arabic' },
    ]);
    const name = 'محمد عارف';
    const urdu = sheetIn('ur', name, ['شریک', 'راؤنڈ 1 (کھلی اندراجات)', 'اے آئی فلم مقابلہ', 'وزارت مثال']);
    const pdf = await renderCertificate({ ...urdu, participation: true });
    // pdftotext writes right-to-left text reversed between embedding marks (RLE … PDF): read back in logical order.
    const text = execFileSync('pdftotext', [write('urdu.pdf', pdf), '-'])
      .toString()
      .replace(/\u202b([^\u202c]*)\u202c/gu, (_, run: string) => [...run].reverse().join(''));
    expect(text).toContain('سرٹیفکیٹ برائے شرکت');
    expect(text).toContain('تصدیق کی جاتی ہے کہ');
    expect(text).toContain(name);
    // Joined (initial, medial, final forms) and right to left, as fontkit shapes the name whole.
    const drawn = await fromReferences(pdf, name, 'arabicBold', 'urdu');
    // pdfkit's default layout shapes word by word and sets the words in typing order: "عارف محمد" on the page.
    const wordsSwapped = await nameBox(await reference(true, name, 'arabicBold', true), 'urdu-swapped');
    expect(drawn.toShaped).toBeLessThan(0.02);
    expect(drawn.toUnshaped).toBeGreaterThan(0.3);
    expect(difference(drawn.certificate, wordsSwapped)).toBeGreaterThan(0.3);
  });
});
