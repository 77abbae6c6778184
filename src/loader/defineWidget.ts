import type { OptionsOf, OptionsSchema } from './options.ts';

/** When a widget's chunk is loaded and mounted. */
export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction';

export const LOAD_STRATEGIES: readonly LoadStrategy[] = ['eager', 'idle', 'visible', 'interaction'];

/** What a widget's mount receives besides its element and options. */
export interface MountContext {
  /** The widget's name (its `data-widget` value). */
  name: string;
  /** Aborted when the widget is unmounted: pass it to requests and listeners. */
  signal: AbortSignal;
}

/** Tears a mounted widget down; called once, when its element leaves the document. */
export type Unmount = () => void;

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

/**
 * Declares a widget. The build reads `name` and `strategy` from this call to write the registry,
 * so both must be string literals.
 */
export function defineWidget<S extends OptionsSchema>(definition: WidgetDefinition<S>): WidgetDefinition<S> {
  return definition;
}
