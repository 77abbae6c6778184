// Makes sure a Chromium is there for the browser specs: finds one, or installs Debian's when
// running as root, or says exactly what to run. The specs prefer Debian's headless shell
// (chromium-headless-shell, about half the CPU of the full browser); a root machine without it
// gets it, and a machine where it cannot be installed runs the specs in the full Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium, HEADLESS_SHELL } from './chromium.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages quietly; false when apt-get fails (no network, no repository). */
function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(' ')} with apt-get…`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
      {
        stdio: 'inherit',
      },
    );
    return true;
  } catch {
    return false;
  }
}

if (process.env.CHROMIUM_PATH) {
  if (!findChromium()) {
    console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`);
    process.exit(1);
  }
} else if (isRoot && !existsSync(HEADLESS_SHELL)) {
  // The full browser too when missing: the bench runs in it.
  const wanted = findChromium() ? ['chromium-headless-shell'] : ['chromium-headless-shell', 'chromium'];
  if (!aptInstall(wanted) && !findChromium()) aptInstall(['chromium']);
}

const found = findTestChromium();
if (found) {
  console.log(`Chromium for the specs: ${found}`);
  process.exit(0);
}
console.error(
  isRoot
    ? 'apt-get finished but no Chromium was found at /usr/bin/chromium-headless-shell or /usr/bin/chromium.'
    : "No Chromium found. Install Debian's with:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium\n" +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
);
process.exit(1);
