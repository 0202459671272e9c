import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { isCustomerPath } from '../../packages/contract/src/constants.ts';

/** The dev server answers customer paths with the customer app, as the server does (app.ts). */
const customerApp: Plugin = {
  name: 'customer-app',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && isCustomerPath(req.url.split('?')[0]!)) req.url = '/h5.html';
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), customerApp],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    // .vite/manifest.json: the server preloads a customer page's own chunks with its HTML (customer-app.ts)
    manifest: true,
    // Two apps: the back office, and the customer pages' lean app (the server sends h5.html for their paths).
    rollupOptions: { input: { main: 'index.html', h5: 'h5.html' } },
  },
});
