import type { ConsentCallback, ConsentCallbackKind } from './consent/index.ts';
import type { ConsentRecord } from './events/index.ts';
import type { Loader } from './loader/loader.ts';
import type { ThemeModule } from './loader/themeWidgets.ts';
import type { NavigateOptions, Navigator } from './navigator/index.ts';
import type { Settings } from './settings/index.ts';
import type { Release } from './util/build.ts';
import type { LoadStrategy, WidgetDefinition } from './widget/defineWidget.ts';
import type { OptionsSchema } from './widget/options.ts';

/** What the bundle exposes on `window.vitrine` for integrators, QA and the bench. */
export interface VitrineGlobal {
  /** The running bundle's version and build (dist/version.json says the same of the files deployed). */
  release: Release;
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
