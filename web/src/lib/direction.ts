/** Whether the page is laid out right to left (Urdu: <html dir> comes from i18n/languages.ts). */
export const pageIsRtl = (): boolean => document.documentElement.dir === 'rtl';

/**
 * A handle, code or link put into a message, isolated to read left to right inside a right-to-left sentence (as
 * <bdi dir="ltr"> would): else the bidirectional algorithm moves a handle's `@` to its other end.
 */
export const leftToRight = (text: string): string => (pageIsRtl() ? `\u2066${text}\u2069` : text);
