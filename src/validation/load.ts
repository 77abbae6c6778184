import { loadOnce } from '../async/loadOnce.ts';

/** The validation engine chunk (`engine.ts`). */
export type Engine = typeof import('./engine/engine.ts');

let loaded: Engine | undefined;

/** Loads the engine chunk once; a failed load may be retried by the next call. */
export const loadEngine: () => Promise<Engine> = loadOnce(async () => {
  loaded = await import('./engine/engine.ts');
  return loaded;
});

/** The engine when it is already loaded, so a submit can be validated synchronously. */
export function loadedEngine(): Engine | undefined {
  return loaded;
}
