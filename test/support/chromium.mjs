// Finds the Chromium the browser specs and the bench run in: $CHROMIUM_PATH, else Debian's.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The path of a Chromium binary, or undefined when none is installed. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Debian's headless shell (package chromium-headless-shell): Chromium without the browser's UI layers. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser specs run in: $CHROMIUM_PATH, else Debian's headless shell (the same
 * Blink at about half the CPU: the suite runs in about half the time on 2 cores), else a full
 * Chromium. The bench keeps `findChromium`, a full browser as customers have.
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The specs' flags on top: a page's frames share one renderer (every spec's pages are one site),
 * fewer processes for each test on two cores. The GPU and network services stay in their own
 * processes: run inside the browser's process (`--in-process-gpu`, `NetworkServiceInProcess2`)
 * they saved a tenth of the time but crashed renderers and, once, the browser at launch.
 * The bench keeps `CHROMIUM_ARGS`: it measures a browser as customers run it.
 */
export const SPEC_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-site-isolation-trials'];
