import {
  type ConsentCallback,
  type ConsentCallbackKind,
  onConsent,
  saveConsent,
  startConsent,
} from './consent/index.ts';
import type { ConsentRecord } from './events/index.ts';
import type { LoadStrategy, WidgetDefinition } from './loader/defineWidget.ts';
import { importChunk } from './loader/importChunk.ts';
import { liveRoots } from './loader/liveRoots.ts';
import { Loader } from './loader/loader.ts';
import type { OptionsSchema } from './loader/options.ts';
import { registry } from './loader/registry.generated.ts';
import { type ThemeModule, themeEntry } from './loader/themeWidgets.ts';
import { inNextTask } from './loader/triggers.ts';
import { followUrl } from './navigator/followUrl.ts';
import type { NavigateOptions, Navigator } from './navigator/index.ts';
import { type Settings, settings } from './settings/index.ts';

/** What the bundle exposes on `window.vitrine` for integrators, QA and the bench. */
export interface VitrineGlobal {
  settings: Settings;
  loader: Loader;
  /** The page engine; undefined for the moment between the entry's start and its chunk's arrival. */
  navigator: Navigator | undefined;
  /** Resolves once the navigator's chunk has arrived and started. */
  ready: Promise<Navigator>;
  /**
   * Visits a page in the page area (`replace` rewrites the current history entry). The URL policy
   * decides first: another origin is a full load, another scheme is refused with a console error.
   */
  navigate(url: string, options?: NavigateOptions): Promise<unknown>;
  stats(): { mounted: number; reactRoots: number };
  /** The stored cookie-consent choice for the current stamp; undefined until the customer chose. */
  consent: ConsentRecord | undefined;
  /** Registers a consent callback ('any' save, 'accept' or 'decline'); returns the unregister function. */
  onConsent(callback: ConsentCallback, kind?: ConsentCallbackKind): () => void;
  /** Saves a consent choice (stamped with the page's consentStamp), as the consent dialog does. */
  saveConsent(choice: Omit<ConsentRecord, 'stamp'>): ConsentRecord;
  /**
   * Adds a widget without rebuilding the bundle: `register('my-widget', () => import('/theme/my-widget.js'))`.
   * False (and reported) when the name is taken. See src/loader/README.md.
   */
  register(name: string, load: () => Promise<ThemeModule>, options?: { strategy?: LoadStrategy }): boolean;
  /**
   * Types a widget module's default export (`export default window.vitrine.defineWidget({...})`);
   * the definition is checked and prepared when the module loads.
   */
  defineWidget<S extends OptionsSchema>(definition: WidgetDefinition<S>): WidgetDefinition<S>;
}

declare global {
  interface Window {
    vitrine?: VitrineGlobal;
  }
}

function start(): void {
  if (window.vitrine) return;
  const loader = new Loader(registry);
  const ready = importChunk('shell', () => import('./shell.ts')).then(async ({ startShell }) => {
    const navigator = await startShell(loader);
    if (window.vitrine) window.vitrine.navigator = navigator;
    return navigator;
  });
  ready.catch((error: unknown) => console.error('[vitrine] page shell failed: full page loads', error));
  window.vitrine = {
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
  // with the entry's evaluation it made one long task on a slow phone.
  inNextTask(() => loader.start());
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
