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
    console.warn(`[vitrine] widget "${widget}": chunk load failed, retrying once`, first);
    return withTimeout(load(), widget, timeoutMs);
  }
}
