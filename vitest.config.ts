import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'fixtures/**/*.test.{ts,tsx}',
      'test/unit/**/*.test.ts',
    ],
    restoreMocks: true,
    pool: 'threads',
    // A worker runs file after file without a new start, page and module graph for each (30 s
    // instead of 212 s on two cores); freshPage.ts gives each file its own page and modules.
    isolate: false,
    setupFiles: ['test/unit/support/freshPage.ts'],
    // i18next keeps its texts in its own module: evaluated anew with each file's, as ours are.
    server: { deps: { inline: ['i18next'] } },
  },
});
