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
    // The back office; the customer pages' lean app (h5.html, sent for their paths) is built after it by
    // vite.h5.config.ts, on Preact.
    rollupOptions: { input: { main: 'index.html' } },
  },
});
