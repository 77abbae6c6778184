/** The answer did not come within the request's time-out. */
export class TimeoutError extends Error {
  readonly status = 0;
  constructor(
    readonly method: string,
    readonly url: string,
    readonly ms: number,
  ) {
    super(`${method} ${url} failed: no answer after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}
