import { compileMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { defineConfig, type Plugin } from 'vite';
import { catalogueGroup, flattenCatalogue, type CatalogueGroup } from './src/i18n/catalogue';

/**
 * Absolute address of the site, written into the canonical and Open Graph tags of index.html at build time
 * (link previews need absolute URLs). The Docker build and `npm run build` read PUBLIC_URL like the API does.
 */
const publicUrl = (process.env.PUBLIC_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');

function publicUrlInHtml(): Plugin {
  return {
    name: 'public-url-in-html',
    transformIndexHtml: (html) => html.replaceAll('%PUBLIC_URL%', publicUrl),
  };
}

/**
 * `virtual:catalogue/<language>-<group>`: a group of src/i18n/locales/<language>.json (src/i18n/catalogue.ts)
 * compiled by Lingui's own compiler, so the site ships no message parser (README, "Languages").
 */
function catalogues(): Plugin {
  const prefix = 'virtual:catalogue/';
  return {
    name: 'catalogues',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [language, group] = id.slice(prefix.length + 1).split('-') as [string, CatalogueGroup];
      const file = fileURLToPath(new URL(`./src/i18n/locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const flat = catalogueGroup(flattenCatalogue(JSON.parse(readFileSync(file, 'utf8'))), group);
      const compiled = Object.fromEntries(Object.entries(flat).map(([key, text]) => [key, compileMessage(text)]));
      return `export const messages = ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * The Devanagari face the site ships: @fontsource's Noto Sans Devanagari cut to what Hindi text needs, so the
 * first Hindi screen waits for fewer bytes (121 kB -> 71 kB, docs/benchmarks.md). It keeps every glyph that the
 * Devanagari block (U+0900-097F), the joiners, the rupee sign and the dotted circle can shape into, so any Hindi
 * the organisers write renders in it; it drops the Vedic and other extension ranges Hindi does not use, and the
 * weight axis outside 400-700 (the site uses normal, medium, semibold and bold). Written to web/.generated
 * before the build or the dev server starts; devanagari-font.css points at it with the same unicode-range.
 */
function devanagariSubset(): Plugin {
  const source = fileURLToPath(
    import.meta
      .resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'),
  );
  const target = fileURLToPath(new URL('./.generated/noto-sans-devanagari-hindi.woff2', import.meta.url));
  const block = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x0900 + i)).join('');
  return {
    name: 'devanagari-subset',
    async buildStart() {
      const subset = await subsetFont(readFileSync(source), `${block}\u200c\u200d\u20b9\u25cc`, {
        targetFormat: 'woff2',
        variationAxes: { wght: { min: 400, max: 700 } },
      });
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, subset);
    },
  };
}

/**
 * The Devanagari face under a name nginx knows, so it can tell a Hindi visitor's browser to fetch it with the
 * page (a `Link: rel=preload` header, nginx/templates/contest.conf.template) instead of after the scripts have
 * run and chosen Hindi. Not hashed, so nginx caches it for a day rather than forever.
 */
const DEVANAGARI_FONT = 'fonts/noto-sans-devanagari.woff2';

export default defineConfig(({ command, mode }) => {
  // A production build is a production build even when the caller's NODE_ENV says otherwise (jest sets it to
  // "test" for the test stacks' builds, which would otherwise ship React's development bundle).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [devanagariSubset(), react(), tailwindcss(), publicUrlInHtml(), catalogues()],
    build: {
      target: 'es2022',
      // The landing page's budget is measured on these files (docs/benchmarks.md); keep the map out of dist.
      sourcemap: false,
      rolldownOptions: {
        output: {
          assetFileNames: (asset) =>
            asset.names.some((name) => name.startsWith('noto-sans-devanagari-hindi'))
              ? DEVANAGARI_FONT
              : 'assets/[name]-[hash][extname]',
        },
      },
    },
    server: {
      // `npm run dev -w web` against a locally running API (API_PORT, default 3000).
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
    },
  };
});
