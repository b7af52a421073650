import type { RuleSection } from '../api/content-api';
import { currentLanguage, hasMessage, t, translated } from '../i18n/i18n';
import { formatDate } from '../lib/format';

/*
 * The contest's fixed rules come from the API in English (api/src/contest/contest-content.ts). The site words
 * them from its catalogues by their stable ids, so every language reads them; an id or a shape the catalogue
 * does not know (a rule added on the API first) keeps the API's text.
 */
export function translatedRuleSection(section: RuleSection): RuleSection {
  const base = `rules.sections.${section.id}`;
  if (!hasMessage(`${base}.title`)) return section;
  const items = section.items.map((item, index) => translated(`${base}.items.${index}`, item));
  return {
    ...section,
    title: translated(`${base}.title`, section.title),
    items: hasMessage(`${base}.items.${section.items.length}`) ? section.items : items,
    termsReading: section.termsReading ? translated(`${base}.termsReading`, section.termsReading) : null,
  };
}

/** A film theme ("life", "action", …) in the visitor's language. */
export const categoryLabel = (value: string, fallback: string) => translated(`categories.${value}`, fallback);

/**
 * A round's short name ("Round 1"): the API's own words in English, the catalogue's in other languages. Its
 * message sits in `common`, part of the first screen's catalogue: the hero names the open round at first paint.
 */
export const roundPhase = (round: { id: number; phase: string }) =>
  currentLanguage() === 'en' ? round.phase : t('common.roundPhase', { number: round.id });

/** A round's dates in the visitor's language (the API's `period` is English). */
export function roundPeriod(round: { startsAt: string | null; endsAt: string | null }): string {
  const from = formatDate(round.startsAt);
  const to = formatDate(round.endsAt);
  if (from && to) return t('rounds.period.range', { from, to });
  if (to) return t('rounds.period.until', { to });
  if (from) return t('rounds.period.from', { from });
  return t('rounds.period.toBeDecided');
}

/** A creator tier ("Nano", "0-10K followers") in the visitor's language. */
export const creatorTier = (tier: { value: string; label: string; range: string }) => ({
  label: translated(`creators.tiers.${tier.value}.label`, tier.label),
  range: translated(`creators.tiers.${tier.value}.range`, tier.range),
});

/** A state or union territory (the API's English display name is the value stored) in the visitor's language. */
export const stateName = (name: string) => translated(`states.${name}`, name);
