/** wawoff2 (Google's WOFF2 decoder built to WebAssembly) ships no types: the one call true-type-face.ts makes. */
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
