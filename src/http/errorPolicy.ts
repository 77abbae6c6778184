import type { RequestError } from './request.ts';

export interface FailureOptions {
  /** The page asked for, used as the login page's returnUrl on a 401; default: the current page. */
  returnUrl?: string;
}

/**
 * Applies the error policy of spec section 8 to a failed call: 401 opens the login page in a
 * modal; 404 is logged only; every other failure (5xx, 4xx, a dropped connection, a time-out)
 * shows the error modal with `Manager.UnknowsErrors`. Aborts never reach here: they are not errors.
 */
export function reportFailure(error: RequestError, options: FailureOptions = {}): void {
  if (error.status === 401) {
    console.warn(`[vitrine] ${error.message}: opening the login page`);
    void import('../ui/loginModal.ts').then((m) => m.openLoginModal(options.returnUrl ?? location.href));
    return;
  }
  if (error.status === 404) {
    console.warn(`[vitrine] ${error.message}`);
    return;
  }
  console.error(`[vitrine] ${error.message}`, error);
  void import('../ui/errorModal.tsx').then((m) => m.showErrorModal());
}
