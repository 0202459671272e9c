import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    // Two pages: the app, and the published storefront's lean entry (the server sends h5.html for /h5/page/*).
    rollupOptions: { input: { main: 'index.html', h5: 'h5.html' } },
  },
});
