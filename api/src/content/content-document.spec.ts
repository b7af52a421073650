import { ApiError } from '../common/errors/api-error';
import { localise, parseContentDocument } from './content-document';

const text = (en: string, hi: string | null = null) => ({ en, hi });

const VALID = {
  contestName: text('AI Film Contest', 'एआई फ़िल्म प्रतियोगिता'),
  tagline: text('National AI Short-Film Contest'),
  organiser: { name: text('Organisers'), logoUrl: '/media/logo.webp', emblemUrl: null },
  partner: null,
  supportEmail: 'help@contest.example.in',
  prizes: [{ title: text('Monetary Prizes'), description: text('Cash rewards.') }],
  awardsText: text('Tax certificate above ₹10,000.'),
  jury: [],
  introFilm: { kind: 'video', url: '/media/intro.mp4', posterUrl: null },
  sampleFilm: { kind: 'instagram', url: 'https://www.instagram.com/reel/ABCdef123/' },
  shareText: text('Make a film.'),
  faq: [{ question: text('Who?'), answer: text('Indian citizens.', 'भारतीय नागरिक।') }],
  legal: { termsUpdated: '2025-09-15', privacyUpdated: '2025-09-15' },
};

function fieldsOf(body: unknown): string[] {
  try {
    parseContentDocument(body);
  } catch (error) {
    const details = (error as ApiError).details as { fields: Record<string, string[]> };
    return Object.keys(details.fields).sort();
  }
  return [];
}

describe('parseContentDocument', () => {
  it('accepts a whole document, trimming text and keeping the languages written (Hindi always, for the previous version)', () => {
    const parsed = parseContentDocument({ ...VALID, tagline: { en: '  Spaced  ', hi: null, ta: '  ', bn: ' বাংলা ' } });
    expect(parsed.tagline).toEqual({ en: 'Spaced', hi: null, bn: 'বাংলা' });
    expect(parsed.sampleFilm).toEqual({ kind: 'instagram', url: 'https://www.instagram.com/reel/ABCdef123/' });
  });

  it("prints the organiser's name and logo on certificates until the organisers fill in the certificate section", () => {
    expect(parseContentDocument(VALID).certificate).toEqual({
      organiserName: text('Organisers'),
      logoUrl: '/media/logo.webp',
      signatories: [],
    });
    const signatory = { name: text('A. Sharma', 'ए. शर्मा'), title: text('Secretary'), signatureUrl: '/media/sig.webp' };
    const certificate = { organiserName: text('Ministry', 'मंत्रालय'), logoUrl: null, signatories: [signatory] };
    expect(parseContentDocument({ ...VALID, certificate }).certificate).toEqual(certificate);
    expect(fieldsOf({ ...VALID, certificate: { ...certificate, signatories: Array(4).fill(signatory) } })).toEqual([
      'certificate.signatories',
    ]);
    expect(
      fieldsOf({
        ...VALID,
        certificate: { ...certificate, signatories: [{ ...signatory, signatureUrl: '//x/y.png' }] },
      }),
    ).toEqual(['certificate.signatories.0.signatureUrl']);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['English missing', { contestName: { hi: 'नाम' } }, ['contestName.en']],
    ['text not a string', { tagline: { en: 5 } }, ['tagline.en']],
    [
      'an outside image',
      { organiser: { name: text('O'), logoUrl: 'https://evil.example/x.png' } },
      ['organiser.logoUrl'],
    ],
    [
      'a protocol-relative image (another host)',
      { organiser: { name: text('O'), logoUrl: '//evil.example/x.png' } },
      ['organiser.logoUrl'],
    ],
    [
      'a backslash path (read as // by browsers)',
      { organiser: { name: text('O'), emblemUrl: '/\\evil.example/x.png' } },
      ['organiser.emblemUrl'],
    ],
    ['a protocol-relative link preview picture', { shareImageUrl: '//evil.example/share.png' }, ['shareImageUrl']],
    ['a protocol-relative film', { introFilm: { kind: 'video', url: '//evil.example/a.mp4' } }, ['introFilm.url']],
    ['a bare slash', { shareImageUrl: '/' }, ['shareImageUrl']],
    [
      'a path escaping with a quote',
      { organiser: { name: text('O'), logoUrl: '/media/a".png' } },
      ['organiser.logoUrl'],
    ],
    [
      'a plain-http partner',
      { partner: { name: text('P'), url: 'http://x.example', logoUrl: '/p.png' } },
      ['partner.url'],
    ],
    ['a link preview picture on another site', { shareImageUrl: 'https://cdn.example/share.png' }, ['shareImageUrl']],
    ['a film on another site', { introFilm: { kind: 'video', url: 'https://cdn.example/a.mp4' } }, ['introFilm.url']],
    ['an unknown film kind', { introFilm: { kind: 'youtube', url: '/a.mp4' } }, ['introFilm.kind']],
    [
      'a poster on an Instagram film',
      { sampleFilm: { kind: 'instagram', url: VALID.sampleFilm.url, posterUrl: '/p.png' } },
      ['sampleFilm.posterUrl'],
    ],
    [
      'an impossible date',
      { legal: { termsUpdated: '2025-02-30', privacyUpdated: '2025-09-15' } },
      ['legal.termsUpdated'],
    ],
    ['too many FAQ items', { faq: Array.from({ length: 31 }, () => VALID.faq[0]) }, ['faq']],
    ['a list that is not one', { jury: {} }, ['jury']],
    ['an unknown field', { colour: 'red' }, ['colour']],
    [
      'a Tamil answer over the limit',
      { faq: [VALID.faq[0], { question: text('Q'), answer: { en: 'A', ta: 'த'.repeat(2001) } }] },
      ['faq.1.answer.ta'],
    ],
    ['a language the site does not speak', { tagline: { en: 'T', fr: 'Concours' } }, ['tagline.fr']],
    ['an unknown offered language', { languages: ['en', 'ta', 'xx'] }, ['languages']],
    ['an unknown review state', { languageStatus: { ta: 'approved' } }, ['languageStatus.ta']],
  ])('refuses %s, naming the field', (_case, change, fields) => {
    expect(fieldsOf({ ...VALID, ...change })).toEqual(fields);
  });

  it('refuses what is not an object at all', () => {
    expect(fieldsOf(null)).toContain('contestName.en');
  });
});

describe("the site's languages", () => {
  it('offers English and Hindi on a document saved before the setting, and always English, in the site order', () => {
    expect(parseContentDocument(VALID).languages).toEqual(['en', 'hi']);
    expect(parseContentDocument({ ...VALID, languages: ['ta', 'bn'] }).languages).toEqual(['en', 'bn', 'ta']);
  });

  it('reads every language as reviewed until an organiser marks one a draft', () => {
    const status = parseContentDocument({ ...VALID, languageStatus: { ta: 'draft' } }).languageStatus;
    expect(status.ta).toBe('draft');
    expect(status.hi).toBe('reviewed');
    expect(Object.keys(status)).toHaveLength(12);
  });
});

describe('localise', () => {
  it('picks each of the languages where written and English where blank', () => {
    const document = parseContentDocument({
      ...VALID,
      faq: [{ question: { en: 'Who?', ta: 'யார்?' }, answer: { en: 'Indian citizens.', ta: '  ' } }],
    });
    expect(localise(document, 'ta').faq).toEqual([{ question: 'யார்?', answer: 'Indian citizens.' }]);
    expect(localise(document, 'ur').faq).toEqual([{ question: 'Who?', answer: 'Indian citizens.' }]);
  });

  it('picks Hindi where written and English elsewhere, through lists and nested objects', () => {
    const hindi = localise(parseContentDocument(VALID), 'hi');
    expect(hindi.contestName).toBe('एआई फ़िल्म प्रतियोगिता');
    expect(hindi.tagline).toBe('National AI Short-Film Contest');
    expect(hindi.faq).toEqual([{ question: 'Who?', answer: 'भारतीय नागरिक।' }]);
    expect(hindi.organiser).toEqual({ name: 'Organisers', logoUrl: '/media/logo.webp', emblemUrl: null });
    expect(localise(parseContentDocument(VALID), 'en').faq[0].answer).toBe('Indian citizens.');
  });
});
