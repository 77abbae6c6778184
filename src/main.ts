import { liveRoots } from './loader/liveRoots.ts';
import { Loader } from './loader/loader.ts';
import { registry } from './loader/registry.generated.ts';
import { type Settings, settings } from './settings/index.ts';
import { startValidation } from './validation/index.ts';

/** What the bundle exposes on `window.vitrine` for integrators, QA and the bench. */
export interface VitrineGlobal {
  settings: Settings;
  loader: Loader;
  stats(): { mounted: number; reactRoots: number };
}

declare global {
  interface Window {
    vitrine?: VitrineGlobal;
  }
}

function start(): void {
  if (window.vitrine) return;
  const loader = new Loader(registry);
  window.vitrine = {
    settings: settings(),
    loader,
    stats: () => ({ mounted: loader.mountedCount, reactRoots: liveRoots.count }),
  };
  startValidation();
  loader.start();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
