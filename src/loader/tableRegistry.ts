import { RELEASE } from '../util/build.ts';
import { LOAD_STRATEGIES, type LoadStrategy } from '../wake/strategy.ts';
import type { DefinedWidget } from '../widget/defineWidget.ts';
import type { Registry, RegistryEntry } from './loader.ts';

/**
 * The built-in registry from the table build.mjs writes: four groups of widget names separated by
 * `|`, one per strategy in the order of `LOAD_STRATEGIES` (eager, idle, visible, interaction),
 * names separated by spaces. Each widget is an entry point of the build at
 * `chunks/<name>-<build>.js` beside the entry (named by the build, so that a tab opened before a
 * deploy keeps asking for its own build's widgets), so one import template serves them all: a
 * widget costs the entry its name, not an import line with a hashed path.
 */
export function tableRegistry(table: string): Registry {
  const registry: Record<string, RegistryEntry> = {};
  table.split('|').forEach((names, i) => {
    for (const name of names.split(' ')) {
      // An empty group yields one empty name: harmless, no element has data-widget="".
      registry[name] = {
        strategy: LOAD_STRATEGIES[i] as LoadStrategy,
        // The address is made at the import, not for all 66 names while the entry evaluates.
        load: () =>
          import(
            /* @vite-ignore */ new URL(`chunks/${name}-${RELEASE.build}.js`, import.meta.url).href
          ) as Promise<{
            default: DefinedWidget;
          }>,
      };
    }
  });
  return registry;
}
