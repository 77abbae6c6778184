import { HttpError } from './HttpError.ts';
import type { RequestError } from './request.ts';

/** The statuses by which the shop refuses what a call carried (invalid, conflicting, unprocessable). */
const REFUSALS = new Set([400, 409, 422]);

/**
 * Whether the shop refused what the call carried (400, 409, 422): then a widget puts back what
 * the server has. After any other failure (no answer, a server error, a 401, an answer that is no
 * answer) nothing refused the customer's input, which stays as typed, to be sent again.
 */
export function isRefusal(error: RequestError): error is HttpError {
  return error instanceof HttpError && REFUSALS.has(error.status);
}
