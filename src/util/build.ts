declare const __VITRINE_BUILD__: string | undefined;
declare const __VITRINE_VERSION__: string | undefined;

/** Which release the running bundle is: what `window.vitrine.release` says. */
export interface Release {
  /** The version of package.json it was built from (semver). */
  version: string;
  /**
   * The hash of its scripts: the widgets' chunks carry it in their names
   * (`chunks/<name>-<build>.js`), and dist/version.json names it.
   */
  build: string;
}

/**
 * This bundle's release, written in by build.mjs (`dev` outside a build: unit tests). Only the
 * entry reads it, and hands it on through `window.vitrine.release`: the shared chunks are named by
 * their content, so the build's name must not be written into them.
 */
export const RELEASE: Release = {
  version: typeof __VITRINE_VERSION__ === 'string' ? __VITRINE_VERSION__ : 'dev',
  build: typeof __VITRINE_BUILD__ === 'string' ? __VITRINE_BUILD__ : 'dev',
};
