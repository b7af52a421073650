/** Types for the font libraries the tests read faces with; neither ships its own. */

/** The part of harfbuzzjs (HarfBuzz, the shaper Chromium uses, compiled to WebAssembly) the tests use. */
declare module 'harfbuzzjs' {
  namespace harfbuzzjs {
    interface Blob {
      destroy(): void;
    }
    interface Face {
      collectUnicodes(): Uint32Array;
      destroy(): void;
    }
    interface Font {
      glyphToPath(glyph: number): string;
      setVariations(variations: Record<string, number>): void;
      destroy(): void;
    }
    interface Buffer {
      addText(text: string): void;
      guessSegmentProperties(): void;
      json(): { g: number; cl: number; ax: number; ay: number; dx: number; dy: number }[];
      destroy(): void;
    }
    interface HarfBuzz {
      createBlob(bytes: ArrayBuffer | Uint8Array): Blob;
      createFace(blob: Blob, index: number): Face;
      createFont(face: Face): Font;
      createBuffer(): Buffer;
      shape(font: Font, buffer: Buffer, features?: string): void;
    }
  }
  const harfbuzzjs: Promise<harfbuzzjs.HarfBuzz>;
  export = harfbuzzjs;
}

/** wawoff2 (Google's WOFF2 decoder built to WebAssembly) ships no types: the one call the tests use. */
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
