/** A catalogue compiled for Lingui at build time (vite.config.ts, `catalogues()`). */
declare module 'virtual:catalogue/*' {
  export const messages: Record<string, unknown>;
}
