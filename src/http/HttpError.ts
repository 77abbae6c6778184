import { urlLabel } from './urlLabel.ts';

/** A call answered with a non-2xx status. Reads "GET /api/v1/x failed: 500". */
export class HttpError extends Error {
  constructor(
    /** The HTTP status code of the answer. */
    readonly status: number,
    readonly method: string,
    /** The absolute address asked for (as for every request error). */
    readonly url: string,
    readonly response: Response | undefined,
    /** The parsed body, when it was JSON or text; useful for a server `Message`. */
    readonly body: unknown = undefined,
  ) {
    super(`${method} ${urlLabel(url)} failed: ${status}`);
    this.name = 'HttpError';
  }
}
