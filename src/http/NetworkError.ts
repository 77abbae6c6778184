/** The request never got an answer: the connection dropped or the host was unreachable. */
export class NetworkError extends Error {
  readonly status = 0;
  constructor(
    readonly method: string,
    readonly url: string,
    override readonly cause?: unknown,
  ) {
    super(`${method} ${url} failed: network error`);
    this.name = 'NetworkError';
  }
}
