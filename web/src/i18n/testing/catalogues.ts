import { chunkMessages, languagesWithCatalogue } from '../../../scripts/po-catalogue.cjs';

/*
 * `virtual:catalogues` and `virtual:consent-notices` for the specs (jest.config.cjs maps it here): the build's chunks (vite.config.ts) read
 * straight from the PO files and left uncompiled, as Lingui compiles messages itself outside production.
 */
const chunk = (language: string, group: Parameters<typeof chunkMessages>[1]) => () =>
  Promise.resolve({ messages: chunkMessages(language, group) });

const site = languagesWithCatalogue('site');

export const catalogues = Object.fromEntries(
  site.map((language) => [language, { first: chunk(language, 'first'), rest: chunk(language, 'rest') }]),
);

export const consentNotices = Object.fromEntries(
  [...site, ...languagesWithCatalogue('consent')].map((language) => [language, chunk(language, 'consent')]),
);
