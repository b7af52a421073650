import { describe, expect, it } from '@jest/globals';
import { flattenCatalogue, type Catalogue } from './catalogue';
import en from './locales/en.json';
import hi from './locales/hi.json';

/** What a message needs from the code: its `{placeholders}` (and plural arguments) and its `<0>` elements. */
function shape(message: string): string[] {
  const placeholders = [...message.matchAll(/\{(\w+)(?:,\s*(\w+))?/g)].map((match) => `${match[1]}:${match[2] ?? ''}`);
  const elements = [...message.matchAll(/<(\d+)\/?>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...placeholders, ...elements])].sort();
}

const catalogues: Record<string, Catalogue> = { hi };

describe('the catalogues', () => {
  const reference = flattenCatalogue(en);

  it.each(Object.keys(catalogues))('%s has exactly the English ids', (language) => {
    expect(Object.keys(flattenCatalogue(catalogues[language])).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(Object.keys(catalogues))('%s uses the same placeholders and elements in every message', (language) => {
    const messages = flattenCatalogue(catalogues[language]);
    const differing = Object.keys(reference).filter(
      (id) => JSON.stringify(shape(messages[id] ?? '')) !== JSON.stringify(shape(reference[id])),
    );
    expect(differing).toEqual([]);
  });

  it('has no empty message', () => {
    for (const catalogue of [en, ...Object.values(catalogues)]) {
      expect(Object.entries(flattenCatalogue(catalogue)).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });
});
