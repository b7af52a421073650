import type { SiteLanguage } from './languages';

/** A fixed text with its `{name}` placeholders filled from `values` (a missing one is left empty). */
function fillPlaceholders(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Reads a table of fixed texts by language: one of them in `language`, its `{placeholders}` filled. */
export function wordsReader<Words extends Record<keyof Words, string>>(table: Record<SiteLanguage, Words>) {
  return (language: SiteLanguage, key: keyof Words, values: Record<string, string | number> = {}): string =>
    fillPlaceholders(table[language][key], values);
}
