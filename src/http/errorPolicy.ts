import type { RequestError } from './request.ts';

export interface FailureOptions {
  /** The page asked for, used as the login page's returnUrl on a 401; default: the current page. */
  returnUrl?: string;
}

/** What the policy does with a failure: the login modal, a log line only, or the error modal. */
export type FailureAction = 'login' | 'log' | 'error-modal';

/** Shows a failure to the customer (the page shell installs the one that opens the modals). */
export type FailureHandler = (action: Exclude<FailureAction, 'log'>, options: FailureOptions) => void;

/** The error policy (src/http/README.md): 401 → login, 404 → log, anything else → error modal. */
export function failureAction(error: RequestError): FailureAction {
  if (error.status === 401) return 'login';
  if (error.status === 404) return 'log';
  return 'error-modal';
}

let handler: FailureHandler | undefined;
const waiting: [Exclude<FailureAction, 'log'>, FailureOptions][] = [];

/**
 * Installs what shows failures (the page shell does, with the login and error modals). Failures
 * reported before are shown now. Returns the uninstall function.
 */
export function handleFailures(show: FailureHandler): () => void {
  handler = show;
  for (const [action, options] of waiting.splice(0)) show(action, options);
  return () => {
    if (handler === show) handler = undefined;
  };
}

/**
 * Applies the error policy to a failed call: logs it, then 401 opens the login page in a modal,
 * 404 stops there, every other failure (5xx, 4xx, a dropped connection, a time-out) shows the error
 * modal with `Manager.UnknowsErrors`. Aborts never reach here: they are not errors.
 */
export function reportFailure(error: RequestError, options: FailureOptions = {}): void {
  const action = failureAction(error);
  if (action === 'log') {
    console.warn(`[vitrine] ${error.message}`);
    return;
  }
  if (action === 'login') console.warn(`[vitrine] ${error.message}: opening the login page`);
  else console.error(`[vitrine] ${error.message}`, error);
  if (handler) handler(action, options);
  else waiting.push([action, options]);
}

/**
 * Applies the error policy to a failure that is no call's own: an answer whose address the URL
 * policy refused (already logged by it). Shows the error modal, as for any other failure.
 */
export function reportUnknownFailure(): void {
  if (handler) handler('error-modal', {});
  else waiting.push(['error-modal', {}]);
}
