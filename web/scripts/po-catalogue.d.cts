// Types of po-catalogue.cjs for vite.config.ts and the specs.

type Kind = 'site' | 'consent';
interface Entry {
  /** The English text (msgid). */
  english: string;
  /** The translation (msgstr); empty in en.po. */
  text: string;
  /** Flagged fuzzy: awaiting the organisers' review. */
  draft: boolean;
}
interface Catalogue {
  language: string;
  entries: Map<string, Entry>;
}

export const CONSENT_AREA: 'consentNotice';
/** The file of a language's catalogue: its site catalogue, else its consent notice's. */
export function catalogueFile(language: string): string;
/** One chunk of a language's catalogue: its texts by id. */
export function chunkMessages(language: string, group: 'first' | 'rest' | 'consent'): Record<string, string>;
export function cataloguePath(language: string, kind: Kind): string;
/** The languages whose catalogue of this kind has been written. */
export function languagesWithCatalogue(kind: Kind): string[];
export function flattenCatalogue(catalogue: object): Record<string, string>;
export function readCatalogue(file: string): Catalogue;
export function messagesOf(catalogue: Catalogue): Record<string, string>;
export function problemsAgainstEnglish(
  english: Catalogue,
  catalogue: Catalogue,
  scope?: (id: string) => boolean,
): string[];
export function writeCatalogue(
  file: string,
  language: string,
  english: Catalogue,
  texts: Record<string, string>,
  options: { isDraft: (id: string) => boolean },
): void;
export function refreshCatalogueFiles(options: { check: boolean }): string[];
