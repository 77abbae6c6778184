import { RELEASE } from '../util/build.ts';

const RELOADED = 'vitrine:reloaded-for-build';

/**
 * Whether the files of the running build are gone from the server: dist/version.json, beside the
 * entry (`entry`: its address), names another build, or is gone too (a release deployed to another
 * folder). Unsure (no answer): no.
 */
async function buildReplaced(entry: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('version.json', entry), { cache: 'no-store' });
    if (response.status === 404) return true;
    if (!response.ok) return false;
    const build = ((await response.json()) as { build?: unknown } | null)?.build;
    return typeof build === 'string' && build !== RELEASE.build;
  } catch {
    return false;
  }
}

/**
 * After a chunk of this build failed to load, twice: when a newer release has replaced the build's
 * files on the server (a tab opened before a deploy whose old files were removed), the page loads
 * again, in the new release, instead of showing a widget error. Once per build and tab: a second
 * failure is reported as usual. `entry`: the entry's address.
 * @returns true when the page is reloading.
 */
export async function reloadIfReplaced(entry: string): Promise<boolean> {
  if (RELEASE.build === 'dev') return false;
  try {
    if (sessionStorage.getItem(RELOADED) === RELEASE.build) return false;
    if (!(await buildReplaced(entry))) return false;
    sessionStorage.setItem(RELOADED, RELEASE.build);
  } catch {
    return false; // no session storage: a reload could not be told from a loop
  }
  location.reload();
  return true;
}
