import { compileMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { defineConfig, type Plugin } from 'vite';
import { faceCodePoints, faceSource, SCRIPT_FACES, type ScriptFace } from './src/i18n/script-faces';

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
 * The catalogues (src/i18n/locales/<language>.po, and src/i18n/consent/<language>.po for the languages that have
 * only the consent notice) compiled by Lingui's own compiler, so the site ships no message parser (README,
 * "Translating the site"). `virtual:catalogue/<language>-<group>` is one chunk of a language (po-catalogue.cjs,
 * `groupOf`); `virtual:catalogues` names the chunks of every catalogue present, so a language whose catalogue
 * has not been written yet is simply not offered.
 */
// Loaded by Node rather than bundled with this file (the bundled copy could not find gettext-parser).
const { catalogueFile, chunkMessages, languagesWithCatalogue } = createRequire(import.meta.url)(
  './scripts/po-catalogue.cjs',
) as typeof import('./scripts/po-catalogue.cjs');
type Group = Parameters<typeof chunkMessages>[1];

function catalogues(): Plugin {
  const prefix = 'virtual:catalogue/';
  const index = 'virtual:catalogues';
  // The notices' map is a module of its own: only pages showing the notice load it, not the landing page's start.
  const notices = 'virtual:consent-notices';
  const chunk = (language: string, group: Group) => `() => import('${prefix}${language}-${group}')`;
  return {
    name: 'catalogues',
    resolveId: (id) => (id === index || id === notices || id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      const site = languagesWithCatalogue('site');
      if (id === `\0${index}`) {
        const groups = (l: string) => `{ first: ${chunk(l, 'first')}, rest: ${chunk(l, 'rest')} }`;
        return `export const catalogues = {${site.map((l) => `${JSON.stringify(l)}: ${groups(l)}`).join(', ')}};`;
      }
      if (id === `\0${notices}`) {
        const consent = [...site, ...languagesWithCatalogue('consent')];
        return `export const consentNotices = {${consent.map((l) => `${JSON.stringify(l)}: ${chunk(l, 'consent')}`).join(', ')}};`;
      }
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [language, group] = id.slice(prefix.length + 1).split('-') as [string, Group];
      this.addWatchFile(catalogueFile(language));
      const messages = Object.entries(chunkMessages(language, group));
      const compiled = Object.fromEntries(messages.map(([key, text]) => [key, compileMessage(text)]));
      return `export const messages = ${JSON.stringify(compiled)};`;
    },
  };
}

const SUBSET_OPTIONS: Parameters<typeof subsetFont>[2] = {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
};

/**
 * The face of each script the site's languages are written in (src/i18n/script-faces.ts): @fontsource's Noto
 * face cut to what that script's text needs, so the first screen in that language waits for fewer bytes
 * (Devanagari 121 kB -> 71 kB, docs/benchmarks.md). Each keeps every glyph that its block, the dandas, the joiners,
 * the rupee sign and the dotted circle can shape into, so anything the organisers write in the script renders
 * in it; it drops the extension ranges (Vedic signs and the like) and the weight axis outside 400-700 (the site
 * uses normal, medium, semibold and bold). Emitted as dist/fonts/<font>.woff2, a name nginx knows so it can
 * tell the browser to fetch the face with the page (a `Link: rel=preload` header, nginx/templates/
 * contest.conf.template) instead of after the scripts have run and chosen the language; not hashed, so nginx
 * caches it for a day rather than forever. Cuts are kept in web/.generated, named by what they were cut from.
 */
function scriptFaces(): Plugin {
  const cuts = new Map<string, Promise<Buffer>>();
  const cut = (face: ScriptFace): Promise<Buffer> => {
    let made = cuts.get(face.font);
    if (!made) {
      const source = readFileSync(fileURLToPath(import.meta.resolve(faceSource(face))));
      const text = String.fromCodePoint(...faceCodePoints(face));
      const key = createHash('sha256')
        .update(source)
        .update(text)
        .update(JSON.stringify(SUBSET_OPTIONS))
        .digest('hex')
        .slice(0, 12);
      const cached = fileURLToPath(new URL(`./.generated/${face.font}-${key}.woff2`, import.meta.url));
      made = existsSync(cached)
        ? Promise.resolve(readFileSync(cached))
        : subsetFont(source, text, SUBSET_OPTIONS).then((subset) => {
            mkdirSync(path.dirname(cached), { recursive: true });
            writeFileSync(cached, subset);
            return subset;
          });
      cuts.set(face.font, made);
    }
    return made;
  };
  const faces: ScriptFace[] = Object.values(SCRIPT_FACES);
  return {
    name: 'script-faces',
    async generateBundle() {
      for (const face of faces) {
        this.emitFile({ type: 'asset', fileName: `fonts/${face.font}.woff2`, source: await cut(face) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const face = faces.find((candidate) => request.url === `/fonts/${candidate.font}.woff2`);
        if (!face) return next();
        cut(face).then(
          (bytes) => {
            response.setHeader('Content-Type', 'font/woff2');
            response.end(bytes);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A production build is a production build even when the caller's NODE_ENV says otherwise (jest sets it to
  // "test" for the test stacks' builds, which would otherwise ship React's development bundle).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [scriptFaces(), react(), tailwindcss(), publicUrlInHtml(), catalogues()],
    build: {
      target: 'es2022',
      // The landing page's budget is measured on these files (docs/benchmarks.md); keep the map out of dist.
      sourcemap: false,
    },
    server: {
      // `npm run dev -w web` against a locally running API (API_PORT, default 3000).
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
    },
  };
});
