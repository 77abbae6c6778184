import type { FailureHandler } from '../http/index.ts';

/**
 * Shows a failure the error policy reported: the login page in a modal (returning to the page
 * asked for) or the error modal. Each is its own chunk, loaded on first use.
 */
export const showFailure: FailureHandler = (action, options) => {
  if (action === 'login') {
    void import('./loginModal.ts').then((m) => m.openLoginModal(options.returnUrl ?? location.href));
  } else {
    void import('./errorModal.ts').then((m) => m.showErrorModal());
  }
};
