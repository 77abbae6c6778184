/** A lazy chunk that did not arrive in time. */
export class ChunkTimeoutError extends Error {
  constructor(
    readonly widget: string,
    readonly ms: number,
  ) {
    super(`chunk of widget "${widget}" timed out after ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}
