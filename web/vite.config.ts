import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ command, mode }) => {
  // A production build is a production build even when the caller's NODE_ENV says otherwise (jest sets it to
  // "test" for the test stacks' builds, which would otherwise ship React's development bundle).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), publicUrlInHtml()],
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
