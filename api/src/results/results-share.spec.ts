import sharp from 'sharp';
import { renderPreviewTags } from '../votes/link-preview';
import { renderShareImage, SHARE_IMAGE } from './results-share-image';
import { resultsPreview, shareImageText, winnerImageText, winnerPreview } from './results-share';
import type { PublishedRoundDto, ResultLineDto } from './results.dto';

const CONTENT = { contestName: 'AI Film Contest', tagline: 'Create', shareText: 'Join', shareImageUrl: null };
const PUBLIC_URL = 'https://films.example.in';

const round = (overrides: Partial<PublishedRoundDto> = {}): PublishedRoundDto => ({
  roundId: 1,
  title: 'Open Submissions',
  translations: { hi: 'खुली प्रविष्टियाँ' },
  outcome: 'top500',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  count: 1500,
  ...overrides,
});

describe("a round's link preview", () => {
  it('names the round and its outcome with the number that went through, and points at its own image', () => {
    const tags = renderPreviewTags(resultsPreview(round(), CONTENT, PUBLIC_URL));
    expect(tags).toContain('<meta property="og:title" content="Open Submissions — results — AI Film Contest" />');
    expect(tags).toContain(
      '<meta property="og:description" content="Top 1,500: The 1,500 creators who went through in the AI Film Contest, with their films." />',
    );
    expect(tags).toContain(`<meta property="og:url" content="${PUBLIC_URL}/results/1" />`);
    expect(tags).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/v1/results/1/share.png" />`);
  });

  it('says winners and finalists in their own words', () => {
    const winners = resultsPreview(round({ roundId: 4, outcome: 'winners', count: 3 }), CONTENT, PUBLIC_URL);
    expect(winners.description).toBe('3 winners: The winners of the AI Film Contest, with their prizes and films.');
    const finalists = shareImageText(round({ roundId: 3, outcome: 'finalists', count: 20 }), 'X', PUBLIC_URL);
    expect(finalists.highlight).toBe('20 finalists · 20 फ़ाइनलिस्ट');
  });

  it("previews in the sharer's language where the organisers translated the round, and in English where not", () => {
    const tamil = round({ translations: { hi: 'खुली प्रविष्टियाँ', ta: 'திறந்த பதிவுகள்' } });
    const tamilContent = { ...CONTENT, contestName: 'AI திரைப்படப் போட்டி' };
    const inTamil = resultsPreview(tamil, tamilContent, PUBLIC_URL, 'ta');
    expect(inTamil.title).toBe('திறந்த பதிவுகள் — முடிவுகள் — AI திரைப்படப் போட்டி');
    expect(inTamil.description).toBe('முதல் 1,500: AI திரைப்படப் போட்டி-இல் முன்னேறிய 1,500 படைப்பாளர்கள், அவர்களின் படங்களுடன்.');
    expect(renderPreviewTags(inTamil)).toContain('<meta property="og:locale" content="ta_IN" />');
    // The round's title not written in Bengali: its English, amid the Bengali words.
    expect(resultsPreview(round(), CONTENT, PUBLIC_URL, 'bn').title).toBe('Open Submissions — ফলাফল — AI Film Contest');
  });

  it('escapes what the organisers typed', () => {
    const tags = renderPreviewTags(resultsPreview(round({ title: 'Round "1" <b>' }), CONTENT, PUBLIC_URL));
    expect(tags).toContain('Round &quot;1&quot; &lt;b&gt; — results');
  });
});

/**
 * How many pixels of the image are exactly `colour` between the tricolour rule (12 px) and the film strip
 * (40 px): the inside of a glyph drawn in that colour, since no other line and nothing of the backdrop has it.
 */
async function pixelsOf(png: Buffer, colour: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  let count = 0;
  for (let y = 12; y < info.height - 40; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++;
    }
  }
  return count;
}

describe("a round's share image", () => {
  // The colours renderShareImage draws the title and the Hindi title (the subtitle) in.
  const TITLE = '#ffffff';
  const SUBTITLE = '#e4e9f7';

  it('is a 1200×630 PNG with the English and Hindi titles, also for the longest title the console takes', async () => {
    for (const title of ['Open Submissions', 'A'.repeat(40) + ' ' + 'B'.repeat(40) + ' ' + 'C'.repeat(38)]) {
      const png = await renderShareImage(shareImageText(round({ title }), 'AI Film Contest', PUBLIC_URL));
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', ...SHARE_IMAGE });
      expect(await pixelsOf(png, TITLE)).toBeGreaterThan(500);
      expect(await pixelsOf(png, SUBTITLE)).toBeGreaterThan(500);
      // The same round without a Hindi title has none of the subtitle's colour: the count above is its text.
      const untranslated = shareImageText(round({ title, translations: {} }), 'AI Film Contest', PUBLIC_URL);
      expect(await pixelsOf(await renderShareImage(untranslated), SUBTITLE)).toBe(0);
    }
  });

  it('leaves out the Hindi title where the organisers wrote none', () => {
    expect(shareImageText(round({ translations: {} }), 'AI Film Contest', PUBLIC_URL)).toEqual({
      eyebrow: 'AI Film Contest',
      title: 'Open Submissions',
      subtitle: null,
      highlight: 'Top 1,500 · शीर्ष 1,500',
      site: 'films.example.in/results/1',
    });
  });
});

describe("a winner's link preview and image", () => {
  const finalRound = round({ roundId: 4, title: 'Grand Finale', translations: {}, outcome: 'winners', count: 3 });
  const line = (place: number, prize: ResultLineDto['prize'] = undefined): ResultLineDto => ({
    place,
    submissionId: '6f1c1f0e-2a4b-4c4e-9d59-0c0a8a1b2c3d',
    displayName: 'Asha V.',
    state: 'Kerala',
    category: 'life',
    instagramUrl: 'https://www.instagram.com/reel/Cabc/',
    score: 9.1,
    prize,
  });

  it('names the winner, their place and prize, and points at their own page and image', () => {
    const preview = winnerPreview(finalRound, line(1, { title: 'Best Film', translations: {} }), CONTENT, PUBLIC_URL);
    expect(preview).toEqual({
      title: 'Asha V. — 1st place — Grand Finale — AI Film Contest',
      description: '1st place in the AI Film Contest. Best Film. Watch the winning film.',
      url: `${PUBLIC_URL}/results/4/6f1c1f0e-2a4b-4c4e-9d59-0c0a8a1b2c3d`,
      imageUrl: `${PUBLIC_URL}/api/v1/results/4/lines/6f1c1f0e-2a4b-4c4e-9d59-0c0a8a1b2c3d/share.png`,
      siteName: 'AI Film Contest',
      language: 'en',
    });
    const inHindi = winnerPreview(
      finalRound,
      line(1, { title: 'Best Film', translations: {} }),
      CONTENT,
      PUBLIC_URL,
      'hi',
    );
    expect(inHindi.description).toBe('AI Film Contest में स्थान 1। Best Film. विजेता फ़िल्म देखें।');
  });

  it('says every place in words, in English and Hindi', () => {
    const places = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(
      (place) => winnerImageText(finalRound, line(place), 'AI Film Contest', PUBLIC_URL).highlight,
    );
    expect(places).toEqual([
      '1st place · स्थान 1',
      '2nd place · स्थान 2',
      '3rd place · स्थान 3',
      '4th place · स्थान 4',
      '11th place · स्थान 11',
      '12th place · स्थान 12',
      '13th place · स्थान 13',
      '21st place · स्थान 21',
      '22nd place · स्थान 22',
      '101st place · स्थान 101',
    ]);
  });

  it('shows the prize in both languages where the organisers translated it', async () => {
    const text = winnerImageText(
      finalRound,
      line(2, { title: 'Best Story', translations: { hi: 'सर्वश्रेष्ठ कहानी' } }),
      'AI Film Contest',
      PUBLIC_URL,
    );
    expect([text.eyebrow, text.title, text.subtitle]).toEqual([
      'AI Film Contest · Grand Finale',
      'Asha V.',
      'Best Story · सर्वश्रेष्ठ कहानी',
    ]);
    const { width, height } = await sharp(await renderShareImage(text)).metadata();
    expect({ width, height }).toEqual(SHARE_IMAGE);
  });
});
