import { mountTurn } from '../async/turns.ts';
import { commitsWithin } from '../util/commits.ts';
import type { LoadStrategy } from '../wake/strategy.ts';
import type { FirstAction } from '../wake/takeFirstPress.ts';
import { type OptionsOf, type OptionsSchema, parseOptions } from './options.ts';

export type { LoadStrategy } from '../wake/strategy.ts';

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

export type { FirstAction } from '../wake/takeFirstPress.ts';

/** Tears a mounted widget down; called once, when its element leaves the document. */
export type Unmount = () => void;

/** What `defineWidget` takes: the widget's name, default strategy, option schema and mount. */
export interface WidgetDefinition<S extends OptionsSchema = OptionsSchema> {
  /** The `data-widget` value; also the folder name under widgets/. */
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

/** A declared widget as the loader sees it: its options are parsed on the widget's side. */
export interface DefinedWidget<S extends OptionsSchema = OptionsSchema> extends WidgetDefinition<S> {
  /**
   * Waits for its turn (a task of its own), then reads the options from the element's data-*
   * attributes and mounts; mounts nothing when the context's signal was aborted meanwhile.
   * Resolves once the React islands the mount rendered inside the element have committed.
   */
  start(el: HTMLElement, context: MountContext): Promise<Unmount | undefined>;
}

/**
 * Declares a widget. The build reads `name` and `strategy` from this call to write the registry,
 * so both must be string literals. Option parsing lives here, in the widgets' chunks, so the entry
 * chunk does not carry it.
 */
export function defineWidget<S extends OptionsSchema>(definition: WidgetDefinition<S>): DefinedWidget<S> {
  return {
    ...definition,
    async start(el, context) {
      // Mounts take turns, one per task: widgets whose chunks arrive together (a listing's quick
      // views share one chunk, an eager widget beside an idle one) never mount in one long task.
      // Here, in the widgets' chunks, not in the loader: the entry chunk stays small.
      await mountTurn();
      if (context.signal.aborted) return undefined;
      const unmount = await definition.mount(
        el,
        parseOptions(definition.name, definition.options, el),
        context,
      );
      // Mounted once its islands are on screen (their first render is a transition).
      await commitsWithin(el);
      return unmount;
    },
  };
}
