/** The chunks of every catalogue in this build: only languages whose catalogue exists have an entry. */
declare module 'virtual:catalogues' {
  import type { SiteLanguage } from './languages';

  type Compiled = () => Promise<{ messages: Record<string, unknown> }>;
  export const catalogues: Partial<Record<SiteLanguage, Record<'first' | 'rest', Compiled>>>;
}

/** The consent notice's chunk in every language that has one in this build. */
declare module 'virtual:consent-notices' {
  import type { ConsentLanguage } from './consent-languages';

  type Compiled = () => Promise<{ messages: Record<string, unknown> }>;
  export const consentNotices: Partial<Record<ConsentLanguage, Compiled>>;
}
