import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The customer app's build (h5.html), after the back office's into the same folder: the same React code
 * on Preact's compatible runtime, a tenth of react-dom's weight. A phone on a weak signal downloads and
 * runs that much less before the page paints (issue #41); the back office keeps React.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // .vite/manifest.json: the server preloads a customer page's own chunks with its HTML (customer-app.ts)
    manifest: true,
    rollupOptions: { input: { h5: 'h5.html' } },
  },
});
