import { describe, expect, it } from '@jest/globals';
import { LANGUAGES, languageOfTag } from './i18n';
import { SITE_LANGUAGE_TABLE, type SiteLanguage } from './languages';

describe("a first visit's language, from the browser's languages (Accept-Language)", () => {
  const cases: [string, SiteLanguage | null][] = [
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
    ['ta-LK', 'ta'],
    ['fr-FR', null],
    ['ne-NP', null], // Nepali has the consent notice but not the interface
  ];
  it.each(cases)('%s gives %s', (tag, language) => expect(languageOfTag(tag)).toBe(language));

  it('offers every language of the table, in its order (English first): each has its catalogue', () => {
    expect(LANGUAGES).toEqual(Object.keys(SITE_LANGUAGE_TABLE));
  });
});
