import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The conformance walk over a real manual (test/conformance/README.md): run on its own
// (`npm run test:walk`), not part of `npm test` until it passes on every visit.
export default defineConfig({ ...base, testDir: 'test/conformance', testMatch: 'walk.spec.ts' });
