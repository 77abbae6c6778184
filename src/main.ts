import {
  type ConsentCallback,
  type ConsentCallbackKind,
  onConsent,
  saveConsent,
  startConsent,
} from './consent/index.ts';
import type { ConsentRecord } from './events/index.ts';
import { liveRoots } from './loader/liveRoots.ts';
import { Loader } from './loader/loader.ts';
import { registry } from './loader/registry.generated.ts';
import { type NavigateOptions, Navigator } from './navigator/index.ts';
import { type Settings, settings } from './settings/index.ts';
import { startValidation } from './validation/index.ts';

/** What the bundle exposes on `window.vitrine` for integrators, QA and the bench. */
export interface VitrineGlobal {
  settings: Settings;
  loader: Loader;
  navigator: Navigator;
  /** Visits a page in the page area (`replace` rewrites the current history entry). */
  navigate(url: string, options?: NavigateOptions): Promise<unknown>;
  stats(): { mounted: number; reactRoots: number };
  /** The stored cookie-consent choice for the current stamp; undefined until the customer chose. */
  consent: ConsentRecord | undefined;
  /** Registers a consent callback ('any' save, 'accept' or 'decline'); returns the unregister function. */
  onConsent(callback: ConsentCallback, kind?: ConsentCallbackKind): () => void;
  /** Saves a consent choice (stamped with the page's consentStamp), as the consent dialog does. */
  saveConsent(choice: Omit<ConsentRecord, 'stamp'>): ConsentRecord;
}

declare global {
  interface Window {
    vitrine?: VitrineGlobal;
  }
}

function start(): void {
  if (window.vitrine) return;
  const loader = new Loader(registry);
  const navigator = new Navigator(loader);
  window.vitrine = {
    settings: settings(),
    loader,
    navigator,
    navigate: (url, options) => navigator.navigate(url, options),
    stats: () => ({ mounted: loader.mountedCount, reactRoots: liveRoots.count }),
    consent: undefined,
    onConsent,
    saveConsent,
  };
  startConsent();
  startValidation();
  loader.start();
  navigator.start();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
