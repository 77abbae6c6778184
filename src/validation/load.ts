/** The validation engine chunk (`engine.ts`). */
export type Engine = typeof import('./engine.ts');

let loaded: Engine | undefined;
let pending: Promise<Engine> | undefined;

/** Loads the engine chunk once; a failed load may be retried by the next call. */
export function loadEngine(): Promise<Engine> {
  pending ??= import('./engine.ts').then(
    (engine) => {
      loaded = engine;
      return engine;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The engine when it is already loaded, so a submit can be validated synchronously. */
export function loadedEngine(): Engine | undefined {
  return loaded;
}
