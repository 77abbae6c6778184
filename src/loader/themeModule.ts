import { type DefinedWidget, defineWidget, type WidgetDefinition } from '../widget/defineWidget.ts';

/** A module an integrator registers: its default export is a widget definition. */
export interface ThemeModule {
  default?: WidgetDefinition | DefinedWidget;
}

/**
 * Checks a registered module's default export (a module built outside the bundle may export
 * anything) and declares it with `defineWidget`, which parses its options.
 * @throws when it is not a definition of the widget registered under `name`.
 */
export function prepare(name: string, module: ThemeModule): { default: DefinedWidget } {
  const definition = module?.default;
  if (typeof definition?.mount !== 'function' || definition.name !== name) {
    throw new Error(
      `widget "${name}": its module's default export is no defineWidget({ name: '${name}', mount })`,
    );
  }
  return { default: defineWidget({ ...definition, options: definition.options ?? {} }) };
}
