import { GlobalWindow } from 'happy-dom';
import { afterAll, vi } from 'vitest';
import { populateGlobal } from 'vitest/runtime';

/**
 * Runs before each unit-test file. The files of a worker share it (`isolate: false` in
 * vitest.config.ts: 30 s instead of 212 s on two cores), yet each starts as if alone: its imports
 * evaluate anew, and it gets a page of its own, so no listener, cookie, storage, spy or global
 * the file before left reaches it.
 */
vi.resetModules();

/** The global names the environment gave the first file: what any other name was added since. */
const seen = globalThis as { __environmentGlobals?: Set<string> };
seen.__environmentGlobals ??= new Set([...Object.getOwnPropertyNames(globalThis), '__environmentGlobals']);

if (typeof document !== 'undefined') {
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (!seen.__environmentGlobals.has(name)) Reflect.deleteProperty(globalThis, name);
  }
  // A page as the happy-dom environment makes one (vitest's own options and keys).
  const page = new GlobalWindow({
    console: globalThis.console,
    url: 'http://localhost:3000',
    settings: { disableErrorCapturing: true },
  });
  populateGlobal(globalThis, page, {
    bindFunctions: true,
    additionalKeys: [
      'Request',
      'Response',
      'MessagePort',
      'fetch',
      'Headers',
      'AbortController',
      'AbortSignal',
      'URL',
      'URLSearchParams',
      'FormData',
    ],
  });
  afterAll(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await page.happyDOM.abort();
    page.close();
  });
}
