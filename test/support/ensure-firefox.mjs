// Makes sure a Firefox is there for the Firefox specs (test/firefox/README.md): finds one, or
// installs Debian's firefox-esr when running as root, or says exactly what to run.
import { execSync } from 'node:child_process';
import { findFirefox } from './firefox.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (process.env.FIREFOX_PATH && !findFirefox()) {
  console.error(`FIREFOX_PATH is set to ${process.env.FIREFOX_PATH}, but there is no file there.`);
  process.exit(1);
}
if (!findFirefox() && isRoot) {
  console.log("Installing Debian's firefox-esr with apt-get…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr', {
      stdio: 'inherit',
    });
  } catch {
    // Said below: no Firefox found.
  }
}

const found = findFirefox();
if (found) {
  console.log(`Firefox for the specs: ${found}`);
  process.exit(0);
}
console.error(
  isRoot
    ? 'apt-get finished but no Firefox was found at /usr/bin/firefox-esr or /usr/bin/firefox.'
    : "No Firefox found. Install Debian's with:\n  sudo apt-get update && sudo apt-get install -y firefox-esr\n" +
        'or point FIREFOX_PATH at a Firefox binary (WebDriver BiDi, Firefox 129 or later).',
);
process.exit(1);
