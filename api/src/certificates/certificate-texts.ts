import type { TranslatedLanguage } from '../common/languages';
import type { Round } from '../contest/round.entity';
import type { Bilingual } from './certificate-pdf';
import { certificateWord } from './certificate-words';
import type { CertificateKind } from './certificates.repository';

/** The prizes' titles in order of place, in English and in each language that has them (else English's). */
export type PrizeTitles = Record<'en' | TranslatedLanguage, string[]>;

/** The round as a certificate names it, e.g. "Round 1 (Open Submissions)" / "சுற்று 1 (…)". */
export function certificateRoundName(
  round: Round | undefined,
  roundId: number,
  language: TranslatedLanguage,
): Bilingual {
  const named = (words: string, title: string | undefined) => (title ? `${words} (${title})` : words);
  return {
    en: named(round?.phase ?? certificateWord('en', 'round', { n: roundId }), round?.title),
    local: named(
      certificateWord(language, 'round', { n: roundId }),
      round && (round.translations[language]?.title || round.title),
    ),
  };
}

/**
 * What a certificate certifies, in the organisers' words: the stage a creator went through to is the next round's
 * participants label ("Top 500"); going through to the final makes a finalist; a winner's place is the prize's
 * title (prizes are listed in order of place).
 */
export function achievement(
  certificate: { kind: CertificateKind; roundId: number; place: number | null },
  rounds: Round[],
  prizes: PrizeTitles,
  language: TranslatedLanguage,
): Bilingual {
  const both = (text: (in_: 'en' | TranslatedLanguage) => string): Bilingual => ({
    en: text('en'),
    local: text(language),
  });
  if (certificate.kind === 'participation') return both((in_) => certificateWord(in_, 'participant'));
  if (certificate.kind === 'winner') {
    const place = certificate.place ?? 0;
    return both((in_) =>
      certificateWord(in_, 'winner', {
        prize: prizes[in_][place - 1] ?? certificateWord(in_, 'place', { n: place }),
      }),
    );
  }
  const next = rounds.find((round) => round.id === certificate.roundId + 1);
  if (!next || next.advanceCount === null) return both((in_) => certificateWord(in_, 'finalist'));
  return both((in_) =>
    certificateWord(in_, 'selectedFor', {
      label: (in_ !== 'en' && next.translations[in_]?.participantsLabel) || next.participantsLabel,
    }),
  );
}
