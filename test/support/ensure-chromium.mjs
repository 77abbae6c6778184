// Makes sure a Chromium is there for the browser specs: finds one, or installs Debian's when
// running as root, or says exactly what to run.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    "No Chromium found. Install Debian's with:\n  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log("No Chromium found: installing Debian's chromium with apt-get…");
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
if (!findChromium()) {
  console.error('apt-get finished but no Chromium was found at /usr/bin/chromium.');
  process.exit(1);
}
