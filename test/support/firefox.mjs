// Finds the Firefox the Firefox specs run in (test/firefox/README.md): $FIREFOX_PATH, else Debian's ESR.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** The path of a Firefox binary, or undefined when none is installed. */
export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}
