import { urlLabel } from './urlLabel.ts';

/**
 * A call was answered, but not with what it asked for: a JSON call answered with a body that does
 * not parse, an HTML page, or an empty body under a JSON content type; or an answer of the wrong
 * shape for the call (the widget that reads it says so). Reads "PUT /api/v1/x failed: bad answer". The error policy treats it as a server error.
 */
export class BadAnswerError extends Error {
  constructor(
    /** The HTTP status of the answer (a 2xx: the status was fine, the body was not). */
    readonly status: number,
    readonly method: string,
    /** The absolute address asked for. */
    readonly url: string,
    /** What was wrong, for the log. */
    readonly reason: string,
  ) {
    super(`${method} ${urlLabel(url)} failed: bad answer`);
    this.name = 'BadAnswerError';
  }
}
