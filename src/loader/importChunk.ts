import { ChunkTimeoutError } from './ChunkTimeoutError.ts';

/** Lazy chunks are given this long to arrive. */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, widget: string, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(widget, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The module a failed `import()` names in its error (Chromium and Firefox put its address in the
 * message); undefined when it names none.
 */
export const failedModule = (error: unknown) => /\S+\.js/.exec(`${error}`)?.[0];

/**
 * Imports a widget's chunk, retrying once after a failure (a flaky network or a deploy that
 * replaced the chunk). Each attempt is capped at `timeoutMs`.
 */
export async function importChunk<T>(
  widget: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  try {
    return await withTimeout(load(), widget, timeoutMs);
  } catch (first) {
    // No console line here: a second failure is reported by the caller, naming the widget. A
    // browser keeps a failed module fetch for the document's life: the same address would only
    // fail again, so the chunk is asked at a new one (its own imports resolve to the same modules).
    const failed = failedModule(first);
    return withTimeout(failed ? (import(`${failed}?retry`) as Promise<T>) : load(), widget, timeoutMs);
  }
}
