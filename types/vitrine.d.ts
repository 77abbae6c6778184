/*! Vitrine: the types of what a CMS integrator touches. */
// Shipped as dist/vitrine.d.ts. Kept by hand from the source (src/vitrineGlobal.ts, src/settings,
// src/events/eventMap.ts, src/widget/defineWidget.ts and options.ts); types/check/drift.ts fails
// the unit tests when the two part. The contract in words: docs/integration.md.
//
// In a theme's TypeScript: `/// <reference path="/path/to/dist/vitrine.d.ts" />` or
// `import type { WidgetDefinition } from './vitrine';` and `window.vitrine` is typed.

/** When a widget's module is loaded and mounted; `data-widget-load` on the element overrides it. */
export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction';

/** How one `data-*` option is read: its kind, its default, and an optional check. */
export interface OptionSpec<T> {
  kind: 'string' | 'number' | 'boolean' | 'json';
  default: T;
  /** Extra check after parsing; a value that fails it is reported like a parse error. */
  check?(value: T): boolean;
}

/** A widget's options by key: `waveLabel` is read from `data-wave-label`. */
export type OptionsSchema = Record<string, OptionSpec<unknown>>;

/** The parsed options of a schema: `{ waveLabel: string, ... }`. */
export type OptionsOf<S extends OptionsSchema> = {
  [K in keyof S]: S[K] extends { default: infer T } ? T : never;
};

/** What a widget's mount receives besides its element and options. */
export interface MountContext {
  /** The widget's name (its `data-widget` value). */
  name: string;
  /** Aborted when the widget is unmounted: pass it to requests and listeners. */
  signal: AbortSignal;
  /**
   * An `interaction` widget's first action: the press the customer made, before the widget was
   * there, on a control only it carries out (a form submission within its element, a named
   * `<button type="button">`), as a submission would carry it. The widget does it, once; the
   * control showed it was working meanwhile. A mount that never reads it leaves a form submission
   * to go on as HTML makes it (the widget's own submit handling, now there, included).
   */
  firstAction?: FirstAction | undefined;
}

/**
 * A press made on a widget's control before the widget was there, as a form submission would
 * carry it: the pressed control's (the submitter's) name and value, and the form's fields.
 */
export interface FirstAction {
  /** The pressed button's name ('' for a form submitted without a named button). */
  name: string;
  /** The pressed button's value. */
  value: string;
  /** The fields of the form the control belongs to, with the submitter's: an empty set outside a form. */
  data: FormData;
}

/** Tears a mounted widget down; called once, when its element leaves the document. */
export type Unmount = () => void;

/** A widget: the default export of the module given to `window.vitrine.register`. */
export interface WidgetDefinition<S extends OptionsSchema = OptionsSchema> {
  /** The `data-widget` value, the same as the name it is registered under. */
  name: string;
  /** Default load strategy; `data-widget-load` on the element overrides it. */
  strategy: LoadStrategy;
  /** Typed `data-*` options with their defaults. */
  options: S;
  mount(
    el: HTMLElement,
    options: OptionsOf<S>,
    context: MountContext,
  ): Unmount | undefined | Promise<Unmount | undefined>;
}

/** A module registered with `window.vitrine.register`: its default export is a widget definition. */
export interface WidgetModule {
  default?: WidgetDefinition;
}

/** The page settings, read from `<script type="application/json" id="vitrine-settings">`. */
export interface Settings {
  culture: string;
  appPath: string;
  websiteUrl: string;
  siteName: string;
  consentStamp: string;
  csrfToken: string;
  /** An opaque id of the signed-in customer ('' when signed out): what a tab keeps belongs to them. */
  customer: string;
  /**
   * Origins besides the page's own that answers may name for pictures and files (an image CDN:
   * `["https://cdn.shop.example"]`); any other address an answer gives is dropped.
   */
  mediaOrigins: string[];
  /**
   * Announcement topics the bundle keeps quiet about, because the page's own markup says them
   * (`["cart-count"]`; the topics are listed in docs/accessibility.md).
   */
  quietAnnouncements: string[];
  /** Unknown keys are kept for widgets. */
  [key: string]: unknown;
}

/** Cart figures carried by `vitrine:cart-changed`; the HTML amounts are rendered by the server. */
export interface CartSummary {
  ItemsCount: number;
  AmountTaxInclHtml: string;
  AmountTaxExclHtml: string;
}

/** The stored cookie-consent record. */
export interface ConsentRecord {
  stamp: string;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export interface PageDetail {
  url: string;
}

/** A page of the lifecycle: its address and its content root (the content region, else `body`). */
export interface PageLifecycleDetail {
  url: string;
  root: HTMLElement;
}

export interface PageFailureDetail {
  url: string;
  status: number;
}

/** Every `vitrine:*` event (a CustomEvent on `document`) and its `detail`. */
export interface VitrineEventMap {
  'vitrine:page-leave': PageDetail;
  'vitrine:page-fetch': PageDetail;
  'vitrine:page-swap': PageDetail;
  'vitrine:page-loaded': PageDetail;
  'vitrine:page-finished': PageDetail;
  'vitrine:page-error': PageFailureDetail;
  'vitrine:page-abort': PageFailureDetail;
  /**
   * A page is in place and its scripts have run: after the first load (once DOMContentLoaded's
   * listeners have run) and after every visit. A site's "on ready" code listens to this.
   */
  'vitrine:page-ready': PageLifecycleDetail;
  /** The page on screen is about to be replaced by a visit's: its scripts stop what they started. */
  'vitrine:page-unload': PageLifecycleDetail;
  /** Any cart change; an integrator may dispatch it too, with its own `source`. */
  'vitrine:cart-changed': { source: string; cart: CartSummary };
  'vitrine:wishlist-changed': { source: string; listIds: string[] };
  'vitrine:consent-set': ConsentRecord;
  'vitrine:widget-error': { widget: string; element: Element; error: unknown };
  /** A pickup point was saved in the cart; cancelable. */
  'vitrine:pickup-point-saved': { shippingMethodId: number; name: string };
}

/** The name of a `vitrine:*` event. */
export type VitrineEventName = keyof VitrineEventMap;

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one; default false. */
  replace?: boolean;
  /** Bypass the HTTP cache for this page; default false (or the `pageCache: false` setting). */
  noCache?: boolean;
  /**
   * Keep focus on the control that asked for the visit (a facet, a sort list): the new page's
   * element with the same id gets it, instead of the page's heading; default false.
   */
  keepFocus?: boolean;
  /**
   * Keep the scroll position (a page refreshed in place after a change in a modal), instead of
   * going to the top; default false.
   */
  keepScroll?: boolean;
  /**
   * The customer signed in or out without a page load (the login modal): the parts of the page
   * marked `data-page-session` (the header) are replaced with the new page's too; default false.
   */
  session?: boolean;
}

export type ConsentCallbackKind = 'any' | 'accept' | 'decline';
export type ConsentCallback = (record: ConsentRecord) => void;

/** Which release runs: the version and the build, as `dist/version.json` names them. */
export interface Release {
  /** The package's version (semantic versioning). */
  version: string;
  /** The hash of the build's scripts: `dist/version.json`'s `build`, the `?v=` of the entry's address. */
  build: string;
}

/** `window.vitrine`, once the entry has run. */
export interface Vitrine {
  /** The release that runs in this tab. */
  release: Release;
  /** The settings of the current page (read again after every visit). */
  settings: Settings;
  /** Resolves once the page shell (the navigator) has started. */
  ready: Promise<unknown>;
  /** Visits a page in the page area; another origin is a full load, another scheme is refused. */
  navigate(url: string, options?: NavigateOptions): Promise<unknown>;
  /** The stored cookie-consent choice for the current stamp; undefined until the customer chose. */
  consent: ConsentRecord | undefined;
  /** Registers a consent callback ('any' save, 'accept' or 'decline'); returns the unregister function. */
  onConsent(callback: ConsentCallback, kind?: ConsentCallbackKind): () => void;
  /** Saves a consent choice (stamped with the page's consentStamp), as the consent dialog does. */
  saveConsent(choice: Omit<ConsentRecord, 'stamp'>): ConsentRecord;
  /**
   * Adds a widget without rebuilding the bundle: `register('my-widget', () => import('/theme/my-widget.js'))`.
   * False (and a console error) when the name is taken.
   */
  register(name: string, load: () => Promise<WidgetModule>, options?: { strategy?: LoadStrategy }): boolean;
  /** Types a widget module's default export: `export default window.vitrine.defineWidget({...})`. */
  defineWidget<S extends OptionsSchema>(definition: WidgetDefinition<S>): WidgetDefinition<S>;
}

/** The events as `document` dispatches them: a CustomEvent whose `detail` is the map's. */
export type VitrineDocumentEvents = { [K in VitrineEventName]: CustomEvent<VitrineEventMap[K]> };

declare global {
  interface Window {
    /**
     * Set by the entry (`/dist/vitrine.js`) as it runs. A theme's widget module runs only when the
     * bundle loads it, and a theme script placed after the entry's tag runs after it, so both use it
     * as it is; a script that may run on a page without the bundle checks it first.
     */
    vitrine: Vitrine;
  }
  /** `document.addEventListener('vitrine:cart-changed', (e) => e.detail.cart)` is typed. */
  interface DocumentEventMap extends VitrineDocumentEvents {}
}
