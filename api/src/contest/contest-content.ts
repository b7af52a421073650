/**
 * The contest's published rules and judging weights (docs/product.md §1, §5 and §9); the FAQ is the
 * organisers' editable content (api/src/content). Text that depends on configuration (hashtags, mention,
 * entry limit) is filled in by ContestService.
 *
 * The spec records a conflict between the terms page and the FAQ on video length and format and asks for
 * both readings to be shown: rules carry the terms page's wording in `termsReading` (the seeded FAQ answers
 * quote both).
 */

import type { JudgingCriterionDto, RuleSectionDto } from './contest.dto';

export const JUDGING_WEIGHTS: readonly JudgingCriterionDto[] = [
  { criterion: 'creativity_and_innovation', label: 'Creativity and innovation', weight: 40 },
  { criterion: 'cultural_authenticity', label: 'Cultural authenticity', weight: 30 },
  { criterion: 'technical_excellence', label: 'Technical excellence', weight: 30 },
];

export const THEME_LABELS = [
  { value: 'life', label: 'Life' },
  { value: 'action', label: 'Action' },
  { value: 'philosophy', label: 'Philosophy' },
  { value: 'policies', label: 'Policies' },
] as const;

/** A theme's label as participants see it; an unknown value as it is. */
export function themeLabel(value: string): string {
  return THEME_LABELS.find((theme) => theme.value === value)?.label ?? value;
}

const TERMS_LENGTH = 'The terms of service state a maximum length of 60 seconds.';
const TERMS_FORMAT = 'The terms of service state 1080p video in MP4, MOV or AVI, at most 500 MB.';

export const RULE_SECTIONS: readonly RuleSectionDto[] = [
  {
    id: 'eligibility',
    title: 'Who can enter',
    items: ['Indian citizens only', 'Aged 18 or older', 'Individual entries only'],
    termsReading: null,
  },
  {
    id: 'language',
    title: 'Language',
    items: ['Any Indian language', 'English subtitles are mandatory'],
    termsReading: null,
  },
  {
    id: 'length',
    title: 'Video length',
    items: ['Round 1: exactly 60 seconds', 'Round 2: 2 to 3 minutes'],
    termsReading: TERMS_LENGTH,
  },
  {
    id: 'format',
    title: 'Format and quality',
    items: ['HD, at least 720p', 'MP4', 'Clear audio'],
    termsReading: TERMS_FORMAT,
  },
  {
    id: 'prohibited',
    title: 'Not allowed',
    items: [
      'Nudity',
      'Hate speech',
      'Partisan politics',
      'Disinformation',
      'Content against Indian values',
      'Plagiarised or copyrighted material',
    ],
    termsReading: null,
  },
];

/** The five steps of the submission page (docs/product.md §2), with the configured hashtags and mention. */
export function submissionSteps(hashtags: readonly string[], mention: string, contestHandle: string): string[] {
  return [
    'Post your AI film as a Reel on Instagram.',
    `Invite the contest’s Instagram account (${contestHandle}) to collaborate on the post.`,
    `Use the contest hashtags ${hashtags.join(' and ')} in the caption.`,
    `Tag the Prime Minister (${mention}).`,
    'Paste the link to your post here and choose its theme.',
  ];
}

/** The ranking rule of the voting rounds in plain words (api/src/leaderboard/ranking-rule.ts is the rule). */
export const HOW_RANKING_WORKS =
  'In rounds with public voting, each film gets two positions among all entries: one for its views and one for ' +
  "its votes, each from 0 % (last) to 100 % (first). Its score is the views position times the round's views " +
  'weight plus the votes position times the votes weight (for example 70 % and 30 %). Only positions count, ' +
  'so no single huge number can swamp everyone else. Ties go to more views, then more likes, then the earlier ' +
  'entry. Without any votes, films rank by views alone.';
