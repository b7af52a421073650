import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The organisers' and jury console, served by nginx at /admin/ from its own build (never bundled with the
 * public site). Heavy screens are split into their own chunks (React.lazy in src/).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // react-admin with Material UI is ~300 kB gzipped; lazy screens keep the first load to that.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    // `npm run dev -w admin` against a locally running API (API_PORT, default 3000).
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
  },
});
