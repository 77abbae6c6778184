import { defineConfig } from 'vitest/config';

// The Firefox specs (test/firefox/README.md): `npm run test:firefox`, the step of `npm test` after
// the Chromium suite. One Firefox and one fixture server for the run (globalSetup), one spec
// file at a time, each test in a browser context of its own.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/firefox/**/*.spec.ts'],
    globalSetup: ['test/firefox/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    retry: process.env.CI === 'true' || process.env.CI === '1' ? 1 : 0,
  },
});
