import { defineConfig } from 'vitest/config';

// Browser tests: the built web app served by the real server, driven in Debian's Chromium. Every file
// starts its own server on its own database and its own browser, so two run at a time.
export default defineConfig({
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
