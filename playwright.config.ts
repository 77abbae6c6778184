import { defineConfig } from '@playwright/test';
import { findTestChromium, SPEC_CHROMIUM_ARGS } from './test/support/chromium.mjs';

const port = Number(process.env.TEST_PORT ?? 3100);
const ci = process.env.CI === 'true' || process.env.CI === '1';
const workers = Number(process.env.TEST_WORKERS ?? 2);

/**
 * Specs that spend most of their time waiting (chunks held 0.15 to 3 s, a pointer resting, the
 * probe's slow answers), not computing: they run beside the others in one more worker, so their
 * waits overlap the CPU-bound specs instead of holding one of the machine's two workers.
 */
const WAITING = [
  'first-move.spec.ts',
  'press-while-mounting*.spec.ts',
  'screen-reader-late.spec.ts',
  'usable-before-code.spec.ts',
  'probe/probe.spec.ts',
];

export default defineConfig({
  testDir: 'test/browser',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: workers + 1,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // The probe's matrix (test/browser/probe/README.md) is printed at the end of any run that has probes.
  reporter: ci
    ? [['list'], ['html', { open: 'never' }], ['./test/browser/probe/matrixReporter.ts']]
    : [['list'], ['./test/browser/probe/matrixReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium() ?? '/usr/bin/chromium', args: SPEC_CHROMIUM_ARGS },
    // Recording costs every test its snapshots: in CI only the retry of a failed test records a trace.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: WAITING, workers },
    { name: 'waiting', testMatch: WAITING, workers: 1 },
  ],
  webServer: {
    command: 'npx tsx fixtures/server/main.ts',
    url: `http://127.0.0.1:${port}/fr/`,
    env: { PORT: String(port) },
    reuseExistingServer: !ci,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
