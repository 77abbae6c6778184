import { onConsent, saveConsent, startConsent } from './consent/index.ts';
import { takeOwnScripts } from './csp/trustedScripts.ts';
import { importChunk } from './loader/importChunk.ts';
import { Loader } from './loader/loader.ts';
import { registry } from './loader/registry.generated.ts';
import { themeEntry } from './loader/themeWidgets.ts';
import { firstPageReady } from './page/pageLifecycle.ts';
import { settings } from './settings/index.ts';
import { followUrl } from './url/followUrl.ts';
import { RELEASE } from './util/build.ts';
import { liveRoots } from './util/liveRoots.ts';
import type { VitrineGlobal } from './vitrineGlobal.ts';
import { inNextTask } from './wake/triggers.ts';

declare global {
  interface Window {
    vitrine?: VitrineGlobal;
  }
}

function start(): void {
  if (window.vitrine) return;
  // The page's scripts as the browser parsed them: the CMS's, which consent may run (Trusted Types).
  takeOwnScripts();
  const loader = new Loader(registry);
  const ready = importChunk('shell', () => import('./shell.ts')).then(async ({ startShell }) => {
    const navigator = await startShell(loader);
    if (window.vitrine) window.vitrine.navigator = navigator;
    return navigator;
  });
  ready.catch((error: unknown) => console.error('[vitrine] page shell failed: full page loads', error));
  window.vitrine = {
    release: RELEASE,
    settings: settings(),
    loader,
    navigator: undefined,
    ready,
    // Checked by the URL policy first; the fallback load (shell chunk failed) only gets a checked URL.
    navigate: (url, options = {}) =>
      followUrl(url, options, (target) =>
        ready.then(
          (navigator) => navigator.navigate(target, options),
          () => (options.replace ? location.replace(target.href) : location.assign(target.href)),
        ),
      ),
    stats: () => ({ mounted: loader.mountedCount, reactRoots: liveRoots.count }),
    consent: undefined,
    onConsent,
    saveConsent,
    register: (name, load, options) => loader.register(name, themeEntry(name, load, options?.strategy)),
    defineWidget: (definition) => definition,
  };
  startConsent();
  // The scan (a chunk import per eager widget, a trigger per other one) runs in a task of its own:
  // with the entry's evaluation it made one long task on a slow phone. The first page is ready in
  // that task too: after every DOMContentLoaded listener of the site's own scripts.
  inNextTask(() => {
    loader.start();
    firstPageReady();
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
