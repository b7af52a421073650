import { compileMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
    plugins: [react(), tailwindcss(), publicUrlInHtml(), catalogues()],
    build: {
      target: 'es2022',
      // The landing page's budget is measured on these files (docs/benchmarks.md); keep the map out of dist.
      sourcemap: false,
      rolldownOptions: {
        output: {
          assetFileNames: (asset) =>
            asset.names.some((name) => name.startsWith('noto-sans-devanagari-devanagari'))
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
