import { urlLabel } from './urlLabel.ts';

/** The answer did not come within the request's time-out. */
export class TimeoutError extends Error {
  /** No HTTP status: there was no answer. */
  readonly status = 0;
  constructor(
    readonly method: string,
    /** The absolute address asked for. */
    readonly url: string,
    readonly ms: number,
  ) {
    super(`${method} ${urlLabel(url)} failed: no answer after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}
