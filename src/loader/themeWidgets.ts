import { LOAD_STRATEGIES, type LoadStrategy } from '../wake/strategy.ts';
import type { RegistryEntry } from './loader.ts';
import type { ThemeModule } from './themeModule.ts';

export type { ThemeModule } from './themeModule.ts';

/**
 * The registry entry of an integrator's widget module (`window.vitrine.register`): a known
 * strategy, else `idle`; the module is checked and prepared by `themeModule.ts`, which loads with
 * it, so the entry stays small.
 */
export function themeEntry(
  name: string,
  load: () => Promise<ThemeModule>,
  strategy?: unknown,
): RegistryEntry {
  return {
    strategy: LOAD_STRATEGIES.includes(strategy as LoadStrategy) ? (strategy as LoadStrategy) : 'idle',
    load: () =>
      Promise.all([load(), import('./themeModule.ts')]).then(([module, { prepare }]) =>
        prepare(name, module),
      ),
  };
}
