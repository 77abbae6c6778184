import { dispatch } from '../events/index.ts';
import { reloadIfReplaced } from '../wake/buildReplaced.ts';
import { LOAD_STRATEGIES, type LoadStrategy } from '../wake/strategy.ts';
import { type FirstAction, type PressTaker, takeFirstPress } from '../wake/takeFirstPress.ts';
import { onIdle, Triggers } from '../wake/triggers.ts';
import type { DefinedWidget, Unmount } from '../widget/defineWidget.ts';
import { importChunk } from './importChunk.ts';

/** One registry entry: the default strategy and the chunk import. */
export interface RegistryEntry {
  strategy: LoadStrategy;
  /** Imports the widget's chunk, whose default export is its `defineWidget(...)` result. */
  load: () => Promise<{ default: DefinedWidget }>;
}

export type Registry = Readonly<Record<string, RegistryEntry>>;

type State = 'waiting' | 'loading' | 'mounted' | 'failed' | 'gone';

interface Instance {
  name: string;
  el: HTMLElement;
  state: State;
  cancelTrigger: () => void;
  controller: AbortController;
  unmount: Unmount | undefined;
  /** An `interaction` widget's press taken before it mounted (its first action). */
  presses: PressTaker | undefined;
}

const MOUNTED_ATTR = 'data-widget-mounted';
/** On an element whose `interaction` widget waits for the customer's first move (QA, styling). */
const DEFERRED_ATTR = 'data-widget-deferred';

/**
 * What the page shell gives the loader to get the `interaction` widgets' needs ahead: `files`
 * fetches their files once the page is idle (`entry`: the entry's address); `firstMove` starts,
 * at a first move, what islands need besides their files (the page's texts), beside the import.
 */
export interface AheadFetcher {
  files(names: string[], entry: string): void;
  firstMove(): void;
}

/**
 * Finds `data-widget` elements, loads each widget's chunk when its strategy says so, mounts it, and
 * unmounts it when the element leaves the document. Mounting twice is harmless; one widget's failure
 * leaves its server HTML in place and stops no other widget.
 */
export class Loader {
  private readonly instances = new Map<HTMLElement, Map<string, Instance>>();
  private readonly triggers = new Triggers();
  private observer: MutationObserver | undefined;
  private readonly reported = new Set<string>();
  private registry: Registry;
  private fetchAheadPending = false;
  private aheadFetcher: AheadFetcher | undefined;
  /** The widgets' chunk imports on their way (each removed once settled). */
  private readonly imports = new Set<Promise<unknown>>();

  constructor(registry: Registry) {
    this.registry = registry;
  }

  /**
   * Adds a widget at run time (an integrator's own module, see README.md). Elements already in the
   * page with that name are mounted like any other. A name that is taken (a built-in widget or an
   * earlier registration) is reported and the registration ignored.
   * @returns whether the widget was registered.
   */
  register(name: string, entry: RegistryEntry): boolean {
    if (this.registry[name]) {
      console.error(`[vitrine] widget "${name}": register failed, the name is taken`);
      return false;
    }
    this.registry = { ...this.registry, [name]: entry };
    if (this.observer) this.scan(document);
    return true;
  }

  /** Scans the document and watches it for added and removed widgets. Safe to call twice. */
  start(root: Document = document): void {
    if (this.observer) return;
    this.observer = new MutationObserver((records) => this.changed(records));
    this.observer.observe(root.documentElement, { childList: true, subtree: true });
    this.scan(root);
  }

  /** Unmounts every widget and stops watching. Safe to call twice. */
  stop(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    for (const el of [...this.instances.keys()]) this.release(el);
    this.triggers.stop();
  }

  /** Mounts (per strategy) every widget in `root`, including `root` itself. */
  scan(root: ParentNode): void {
    if (root instanceof HTMLElement && root.hasAttribute('data-widget')) this.add(root);
    for (const el of root.querySelectorAll<HTMLElement>('[data-widget]')) this.add(el);
  }

  /** Unmounts the widgets inside `root` (including `root`), e.g. before a page swap. */
  unmountWithin(root: Node): void {
    for (const el of [...this.instances.keys()]) {
      if (root === el || root.contains(el)) this.release(el);
    }
  }

  /** Number of widget instances mounted now. */
  get mountedCount(): number {
    let n = 0;
    for (const byName of this.instances.values()) {
      for (const instance of byName.values()) if (instance.state === 'mounted') n += 1;
    }
    return n;
  }

  private changed(records: MutationRecord[]): void {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length > 0) removed = true;
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement) this.scan(node);
      }
    }
    if (!removed) return;
    for (const el of [...this.instances.keys()]) {
      if (!el.isConnected) this.release(el);
    }
  }

  private add(el: HTMLElement): void {
    const names = (el.getAttribute('data-widget') ?? '').split(/\s+/).filter(Boolean);
    let byName = this.instances.get(el);
    for (const name of names) {
      if (byName?.has(name)) continue;
      const entry = this.registry[name];
      if (!entry) {
        this.reportUnknown(name, el);
        continue;
      }
      if (!byName) {
        byName = new Map();
        this.instances.set(el, byName);
      }
      const strategy = strategyOf(el, entry, name);
      const instance: Instance = {
        name,
        el,
        state: 'waiting',
        cancelTrigger: () => {},
        controller: new AbortController(),
        unmount: undefined,
        // Until it mounts, an `interaction` widget's server HTML does what HTML does, but for a
        // press only the island carries out: taken, shown as working, and its first action.
        presses: strategy === 'interaction' ? takeFirstPress(el) : undefined,
      };
      if (instance.presses) {
        setFlag(el, DEFERRED_ATTR, name, true);
        this.fetchAheadSoon();
      }
      byName.set(name, instance);
      instance.cancelTrigger = this.triggers.when(strategy, el, () => void this.load(instance, entry));
    }
  }

  /**
   * Gives the loader what fetches files ahead (`fetchAhead.ts`, which the page shell brings: the
   * entry stays small); from then on the `interaction` widgets' files are fetched ahead.
   */
  setAheadFetcher(fetcher: AheadFetcher): void {
    this.aheadFetcher = fetcher;
    this.fetchAheadSoon();
  }

  /**
   * Once the page has loaded and the browser is idle, fetches ahead the files of the `interaction`
   * widgets still waiting: their first move then waits for their evaluation only. Again after a
   * visit brings new ones. The chunks being imported arrive first: a file both imported and fetched
   * ahead while on its way would be downloaded twice (the browser joins neither request to the
   * other), and once they are in, the fetcher sees them among what the page has loaded.
   */
  private fetchAheadSoon(): void {
    if (this.fetchAheadPending || !this.aheadFetcher) return;
    this.fetchAheadPending = true;
    const run = () =>
      onIdle(async () => {
        while (this.imports.size > 0) await Promise.allSettled([...this.imports]);
        this.fetchAheadPending = false;
        const names = new Set<string>();
        for (const byName of this.instances.values())
          for (const instance of byName.values())
            if (instance.presses && instance.state === 'waiting') names.add(instance.name);
        if (names.size > 0) this.aheadFetcher?.files([...names], import.meta.url);
      });
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  }

  private async load(instance: Instance, entry: RegistryEntry): Promise<void> {
    if (instance.state !== 'waiting') return;
    instance.state = 'loading';
    const { name, el } = instance;
    // An island's first render waits for its texts too: asked now, not once its code has run.
    if (instance.presses) this.aheadFetcher?.firstMove();
    const definition = await this.importDefinition(instance, entry);
    if (!definition) return;
    try {
      // A press taken before the widget and not given to its mount (left unread, or taken after
      // the mount read it, while the island rendered) goes on as HTML makes it.
      let handed: FirstAction | undefined;
      const context = {
        name,
        signal: instance.controller.signal,
        get firstAction() {
          handed = instance.presses?.action;
          return handed;
        },
      };
      const unmount = await definition.start(el, context);
      if (instance.state !== 'loading') {
        unmount?.();
        return;
      }
      instance.unmount = unmount;
      instance.state = 'mounted';
      this.endDeferral(instance, instance.presses?.action !== handed);
      setFlag(el, MOUNTED_ATTR, name, true);
    } catch (error) {
      if (instance.state !== 'loading') return;
      instance.state = 'failed';
      this.fail(name, el, error);
    }
  }

  /** An `interaction` widget on screen, or failed (`fallBack`: its taken press goes to HTML). */
  private endDeferral(instance: Instance, fallBack: boolean): void {
    if (!instance.presses) return;
    instance.presses.end(fallBack);
    instance.presses = undefined;
    setFlag(instance.el, DEFERRED_ATTR, instance.name, false);
  }

  /**
   * The widget's definition from its chunk (retried once), or undefined when the instance is gone
   * or failed. A chunk of a build whose files a deploy removed reloads the page instead (in the new
   * release) of failing the widget.
   */
  private async importDefinition(
    instance: Instance,
    entry: RegistryEntry,
  ): Promise<DefinedWidget | undefined> {
    try {
      const importing = importChunk(instance.name, entry.load);
      this.imports.add(importing);
      void importing.then(
        () => this.imports.delete(importing),
        () => this.imports.delete(importing),
      );
      const definition = (await importing).default;
      return instance.state === 'loading' ? definition : undefined;
    } catch (error) {
      if (instance.state !== 'loading' || (await reloadIfReplaced(import.meta.url))) return undefined;
      if (instance.state !== 'loading') return undefined;
      instance.state = 'failed';
      this.fail(instance.name, instance.el, error);
      return undefined;
    }
  }

  private release(el: HTMLElement): void {
    const byName = this.instances.get(el);
    this.instances.delete(el);
    for (const instance of byName?.values() ?? []) {
      const wasMounted = instance.state === 'mounted';
      instance.state = 'gone';
      instance.cancelTrigger();
      instance.controller.abort();
      this.endDeferral(instance, false);
      if (!wasMounted) continue;
      setFlag(el, MOUNTED_ATTR, instance.name, false);
      try {
        instance.unmount?.();
      } catch (error) {
        console.error(`[vitrine] widget "${instance.name}": unmount failed`, error);
      }
    }
  }

  private fail(name: string, el: HTMLElement, error: unknown): void {
    const instance = this.instances.get(el)?.get(name);
    if (instance) this.endDeferral(instance, true);
    console.error(`[vitrine] widget "${name}" failed; its server HTML stays in place`, el, error);
    el.setAttribute('data-widget-failed', name);
    dispatch('vitrine:widget-error', { widget: name, element: el, error });
  }

  /**
   * An unknown name is reported once the page has loaded: a theme script may still register it
   * (its module runs after the entry has scanned the page).
   */
  private reportUnknown(name: string, el: HTMLElement): void {
    const report = () => {
      if (!this.registry[name]) this.reportOnce(name, el, new Error(`unknown widget "${name}"`));
    };
    if (document.readyState === 'complete') report();
    else window.addEventListener('load', report, { once: true });
  }

  private reportOnce(name: string, el: HTMLElement, error: Error): void {
    if (this.reported.has(name)) return;
    this.reported.add(name);
    this.fail(name, el, error);
  }
}

function strategyOf(el: Element, entry: RegistryEntry, name: string): LoadStrategy {
  const override = el.getAttribute('data-widget-load');
  if (override === null) return entry.strategy;
  if ((LOAD_STRATEGIES as readonly string[]).includes(override)) return override as LoadStrategy;
  console.error(
    `[vitrine] widget "${name}": bad data-widget-load ${JSON.stringify(override)}; using "${entry.strategy}"`,
    el,
  );
  return entry.strategy;
}

/** Adds or removes a widget's name in a list attribute (`data-widget-mounted`, `data-widget-deferred`). */
function setFlag(el: Element, attribute: string, name: string, on: boolean): void {
  const names = new Set((el.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean));
  if (on) names.add(name);
  else names.delete(name);
  if (names.size > 0) el.setAttribute(attribute, [...names].join(' '));
  else el.removeAttribute(attribute);
}
