import { growl, openDialog } from '../../src/index.ts';

/** How the outcome of the update is shown: a modal that leaves by itself, or a growl. */
export type FeedbackMode = 'modal' | 'growl';

/** The reference update modal exits after 3000 ms. */
export const EXIT_DELAY_MS = 3000;

/**
 * Shows the outcome: a growl, or a small modal (its text in an alert for a failure, a status for a
 * success) that closes itself after `exitDelay` ms unless the customer closes it first.
 */
export function showFeedback(message: string, ok: boolean, mode: FeedbackMode, exitDelay: number): void {
  if (mode === 'growl') {
    growl(message, { type: ok ? 'success' : 'error' });
    return;
  }
  const handle = openDialog({
    title: message,
    size: 'small',
    className: `customer-ref-feedback customer-ref-feedback--${ok ? 'success' : 'error'}`,
  });
  const text = document.createElement('p');
  text.setAttribute('role', ok ? 'status' : 'alert');
  text.textContent = message;
  handle.body.append(text);
  const timer = setTimeout(() => handle.close(), exitDelay);
  void handle.closed.then(() => clearTimeout(timer));
}
