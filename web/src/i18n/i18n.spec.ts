import { describe, expect, it } from '@jest/globals';
import { LANGUAGES, languageOfTag, type Language } from './i18n';

describe("a first visit's language, from the browser's languages (Accept-Language)", () => {
  // Each case counts once its language's catalogue is in the build (the lead adds the other 11 at the end).
  const cases: [string, Language | null][] = [
    ['hi-IN', 'hi'],
    ['hi', 'hi'],
    ['hi-Deva-IN', 'hi'],
    ['hi-Latn', null], // romanised Hindi: the Latin-script site is the closer read
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['bn-BD', 'bn'],
    ['pa-Guru-IN', 'pa'],
    ['pa-Arab-PK', null], // Shahmukhi Punjabi: the site writes Punjabi in Gurmukhi only
    ['ur-PK', 'ur'],
    ['as-IN', 'as'],
    ['fr-FR', null],
    ['ne-NP', null], // Nepali has the consent notice but not the interface
  ];
  it.each(cases.filter(([, language]) => language === null || LANGUAGES.includes(language)))(
    '%s gives %s',
    (tag, language) => expect(languageOfTag(tag)).toBe(language),
  );

  it('offers the languages in the table order, English first, only those with a catalogue', () => {
    expect(LANGUAGES[0]).toBe('en');
    expect(LANGUAGES).toContain('hi');
  });
});
