import type { Round } from '../contest/round.entity';
import { achievement, certificateRoundName, PrizeTitles } from './certificate-texts';
import { certificateLanguage } from './certificate-words';

const round = (id: number, participantsLabel: string, hindiLabel: string | undefined, advanceCount: number | null) =>
  ({
    id,
    phase: `Round ${id}`,
    title: `Title ${id}`,
    participantsLabel,
    advanceCount,
    translations: { hi: { title: `शीर्षक ${id}`, participantsLabel: hindiLabel }, ta: { title: `தலைப்பு ${id}` } },
  }) as Round;

// The organisers' rounds: their labels, not numbers in code, name each stage.
const ROUNDS = [
  round(1, 'Open Submissions', 'खुली प्रविष्टियाँ', 500),
  round(2, 'Top 500', 'शीर्ष 500', 100),
  round(3, 'Top 100', undefined, 20),
  round(4, 'Top 20', 'शीर्ष 20', null),
];
const PRIZES = {
  en: ['First Prize', 'Second Prize'],
  hi: ['प्रथम पुरस्कार', 'द्वितीय पुरस्कार'],
  ta: ['முதல் பரிசு', 'Second Prize'],
} as PrizeTitles;

describe('what a certificate certifies', () => {
  it('names the stage reached by the next round’s label, in Hindi where the organisers wrote one', () => {
    expect(achievement({ kind: 'round_advanced', roundId: 1, place: null }, ROUNDS, PRIZES, 'hi')).toEqual({
      en: 'Selected for the Top 500',
      local: 'शीर्ष 500 के लिए चयनित',
    });
    expect(achievement({ kind: 'round_advanced', roundId: 2, place: null }, ROUNDS, PRIZES, 'hi')).toEqual({
      en: 'Selected for the Top 100',
      local: 'Top 100 के लिए चयनित',
    });
  });

  it('makes whoever went through to the final a finalist, and a winner’s place its prize', () => {
    expect(achievement({ kind: 'round_advanced', roundId: 3, place: null }, ROUNDS, PRIZES, 'hi').en).toBe('Finalist');
    expect(achievement({ kind: 'winner', roundId: 4, place: 2 }, ROUNDS, PRIZES, 'hi')).toEqual({
      en: 'Winner, Second Prize',
      local: 'विजेता, द्वितीय पुरस्कार',
    });
    // More winners than listed prizes (none listed: the first three places win).
    expect(achievement({ kind: 'winner', roundId: 4, place: 3 }, ROUNDS, PRIZES, 'hi').en).toBe('Winner, place 3');
  });

  it('speaks the holder’s language, with the organisers’ words where they wrote them in it', () => {
    expect(achievement({ kind: 'participation', roundId: 1, place: null }, ROUNDS, PRIZES, 'ta')).toEqual({
      en: 'Participant',
      local: 'பங்கேற்பாளர்',
    });
    expect(achievement({ kind: 'winner', roundId: 4, place: 1 }, ROUNDS, PRIZES, 'ta').local).toBe(
      'வெற்றியாளர், முதல் பரிசு',
    );
    expect(achievement({ kind: 'round_advanced', roundId: 1, place: null }, ROUNDS, PRIZES, 'ta').local).toBe(
      'Top 500-க்குத் தேர்வு செய்யப்பட்டவர்',
    );
    expect(certificateRoundName(ROUNDS[0], 1, 'ta')).toEqual({ en: 'Round 1 (Title 1)', local: 'சுற்று 1 (தலைப்பு 1)' });
    // A holder who reads the site in English gets English and Hindi, as every certificate is in two languages.
    expect(certificateLanguage('en')).toBe('hi');
    expect(certificateLanguage('ur')).toBe('ur');
  });

  it('names the round as the organisers titled it', () => {
    expect(certificateRoundName(ROUNDS[0], 1, 'hi')).toEqual({ en: 'Round 1 (Title 1)', local: 'राउंड 1 (शीर्षक 1)' });
  });
});
