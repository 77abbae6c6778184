/** A call answered with a non-2xx status. Reads "GET /api/v1/x failed: 500". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly url: string,
    readonly response: Response | undefined,
    /** The parsed body, when it was JSON or text; useful for a server `Message`. */
    readonly body: unknown = undefined,
  ) {
    super(`${method} ${url} failed: ${status}`);
    this.name = 'HttpError';
  }
}
