import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The conformance walk over a real manual (test/conformance/README.md): the last step of `npm test`
// (`npm run test:conformance`), or `npm run test:walk` to build first.
// The walk serves the manual itself (manualServer.ts): the demo shop's server is not started.
export default defineConfig({
  ...base,
  testDir: 'test/conformance',
  testMatch: 'walk.spec.ts',
  webServer: undefined,
});
