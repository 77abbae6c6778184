import { urlLabel } from './urlLabel.ts';

/** The request never got an answer: the connection dropped or the host was unreachable. */
export class NetworkError extends Error {
  /** No HTTP status: there was no answer. */
  readonly status = 0;
  constructor(
    readonly method: string,
    /** The absolute address asked for. */
    readonly url: string,
    override readonly cause?: unknown,
  ) {
    super(`${method} ${urlLabel(url)} failed: network error`);
    this.name = 'NetworkError';
  }
}
