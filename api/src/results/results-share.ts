import type { LinkPreview, PreviewContent } from '../votes/link-preview';
import { previewWord, PreviewWords } from '../votes/link-preview-words';
import type { SiteLanguage } from '../common/languages';
import type { PublishedRoundDto, ResultLineDto, ResultOutcome, TranslatedTexts } from './results.dto';

/** A round's results in words: how many ("Top 500", "20 finalists"), then what the page holds. */
const PREVIEW_OUTCOMES: Record<ResultOutcome, { count: keyof PreviewWords; description: keyof PreviewWords }> = {
  top500: { count: 'top', description: 'wentThrough' },
  top100: { count: 'top', description: 'wentThrough' },
  finalists: { count: 'finalists', description: 'finalistsOf' },
  winners: { count: 'winners', description: 'winnersOf' },
};

const grouped = (count: number) => count.toLocaleString('en-IN');

/** The share image of a round, or of one winner's line: where its PNG is, for the preview tags. */
const shareImagePath = (roundId: number, submissionId?: string) =>
  submissionId ? `/api/v1/results/${roundId}/lines/${submissionId}/share.png` : `/api/v1/results/${roundId}/share.png`;

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
function ordinal(place: number): string {
  const tens = place % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10];
  return `${place}${suffix ?? 'th'}`;
}

/** A winner's place in `language`: "1st place", "स्थान 1". */
const placeIn = (place: number, language: SiteLanguage) =>
  previewWord(language, 'place', { place: language === 'en' ? ordinal(place) : place });

/** How many a round's results hold, in `language`: "Top 500", "शीर्ष 500". */
const countIn = (round: PublishedRoundDto, language: SiteLanguage) =>
  previewWord(language, PREVIEW_OUTCOMES[round.outcome].count, { count: grouped(round.count) });

/** An organiser's text in `language` where they wrote it, else its English. */
const inLanguage = (english: string, translations: TranslatedTexts, language: SiteLanguage) =>
  (language !== 'en' && translations[language]?.trim()) || english;

/**
 * A published round's link preview: "Round title — results", how many went through, and its own image, in the
 * sharer's language: the organisers' texts (the contest's name, the round's title, a prize) where they translated
 * them (`content` comes localised), the fixed words from link-preview-words.ts.
 */
export function resultsPreview(
  round: PublishedRoundDto,
  content: PreviewContent,
  publicUrl: string,
  language: SiteLanguage = 'en',
): LinkPreview {
  const count = grouped(round.count);
  const results = previewWord(language, 'results');
  const holds = previewWord(language, PREVIEW_OUTCOMES[round.outcome].description, {
    count,
    contest: content.contestName,
  });
  return {
    title: `${inLanguage(round.title, round.translations, language)} — ${results} — ${content.contestName}`,
    description: `${countIn(round, language)}: ${holds}`,
    url: `${publicUrl}/results/${round.roundId}`,
    imageUrl: `${publicUrl}${shareImagePath(round.roundId)}`,
    siteName: content.contestName,
    language,
  };
}

/** One winner's link preview: their name, place and prize, their own address and image. */
export function winnerPreview(
  round: PublishedRoundDto,
  line: ResultLineDto,
  content: PreviewContent,
  publicUrl: string,
  language: SiteLanguage = 'en',
): LinkPreview {
  const prize = line.prize ? ` ${inLanguage(line.prize.title, line.prize.translations, language)}.` : '';
  const roundTitle = inLanguage(round.title, round.translations, language);
  const place = placeIn(line.place, language);
  const where = previewWord(language, 'placeIn', { place, contest: content.contestName });
  return {
    title: `${line.displayName} — ${place} — ${roundTitle} — ${content.contestName}`,
    description: `${where}${prize} ${previewWord(language, 'watchWinning')}`,
    url: `${publicUrl}/results/${round.roundId}/${line.submissionId}`,
    imageUrl: `${publicUrl}${shareImagePath(round.roundId, line.submissionId)}`,
    siteName: content.contestName,
    language,
  };
}

/**
 * What a share image says, top to bottom: a small line above, the title, a second line under it (the Hindi
 * title, or a winner's prize), the highlight in both languages, and the page's address.
 */
export interface ShareImageText {
  eyebrow: string;
  title: string;
  subtitle: string | null;
  highlight: string;
  site: string;
}

/**
 * A round's image: its title in English and, where the organisers wrote one, Hindi (the image's faces are
 * Latin and Devanagari); its outcome.
 */
export function shareImageText(round: PublishedRoundDto, contestName: string, publicUrl: string): ShareImageText {
  return {
    eyebrow: contestName,
    title: round.title,
    subtitle: round.translations.hi?.trim() || null,
    highlight: `${countIn(round, 'en')} · ${countIn(round, 'hi')}`,
    site: `${new URL(publicUrl).host}/results/${round.roundId}`,
  };
}

/** A winner's image: the contest and round, their name, their prize (both languages), their place. */
export function winnerImageText(
  round: PublishedRoundDto,
  line: ResultLineDto,
  contestName: string,
  publicUrl: string,
): ShareImageText {
  const prize = line.prize ? [line.prize.title, line.prize.translations.hi].filter(Boolean).join(' · ') : null;
  return {
    eyebrow: `${contestName} · ${round.title}`,
    title: line.displayName,
    subtitle: prize,
    highlight: `${placeIn(line.place, 'en')} · ${placeIn(line.place, 'hi')}`,
    site: `${new URL(publicUrl).host}/results/${round.roundId}`,
  };
}
