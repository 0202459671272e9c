import { defineConfig } from 'vitest/config';

// Browser tests: the built web app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
