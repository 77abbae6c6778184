// Makes sure the Debian packages some specs serve as test data are installed: finds each one's
// marker file, or installs the missing packages with apt-get when running as root, or says exactly
// what to run. Usable as a module (the spec's setup) and from the command line (.ci/run):
//   node test/support/ensure-packages.mjs python-django-doc
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The file each known package installs, by which it is found (dpkg may be absent in a container). */
export const PACKAGE_MARKERS = {
  'python-django-doc': '/usr/share/doc/python-django-doc/html/index.html',
};

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function missing(packages) {
  return packages.filter((name) => {
    const marker = PACKAGE_MARKERS[name];
    if (!marker) throw new Error(`ensure-packages: no marker file known for ${name}`);
    return !existsSync(marker);
  });
}

/** The command a person runs to install `packages`. */
export function installCommand(packages) {
  return `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
}

/**
 * Installs the packages not there yet when running as root (apt-get update first: a fresh
 * container has no package lists). Throws, naming the command to run, when some stay missing.
 */
export function ensurePackages(packages) {
  let absent = missing(packages);
  if (absent.length === 0) return;
  if (isRoot) {
    console.log(`Installing Debian's ${absent.join(' ')} with apt-get…`);
    try {
      execSync(
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${absent.join(' ')}`,
        { stdio: 'inherit' },
      );
    } catch {
      // Reported below with the command to run.
    }
    absent = missing(packages);
    if (absent.length === 0) return;
  }
  throw new Error(
    `Missing Debian packages ${absent.join(', ')}. Install them with:\n  ${installCommand(absent)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensurePackages(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
