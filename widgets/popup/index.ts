import { defineWidget, openDialog, option, rememberDismissal, wasDismissed } from '../../src/index.ts';

/** The popup opens this long after the page loaded (3000 ms). */
export const POPUP_DELAY_MS = 3000;

/** Closes the dialog on its close control or a click on its backdrop (which lands on the dialog). */
function closeOnClick(dialog: HTMLDialogElement, signal: AbortSignal): void {
  dialog.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target === dialog || target?.closest('[data-popup-close]')) dialog.close();
    },
    { signal },
  );
}

export default defineWidget({
  name: 'popup',
  strategy: 'eager',
  options: {
    /** The popup's Id (required): remembered when the customer closes it. */
    popupId: option.string(''),
    /** Milliseconds before the popup opens; default 3000. */
    delay: option.number(POPUP_DELAY_MS, (v) => v >= 0),
  },
  mount(el, { popupId, delay }, { signal }) {
    if (!(el instanceof HTMLDialogElement)) throw new Error('popup goes on a <dialog> element');
    if (!popupId) throw new Error('popup needs data-popup-id');
    if (wasDismissed(popupId)) {
      el.remove();
      return undefined;
    }
    const dismissed = () => {
      if (signal.aborted) return;
      rememberDismissal(popupId);
      el.remove();
    };
    // Focus goes back where it was when the popup closes (the dialog engine's doing).
    const timer = window.setTimeout(() => openDialog({ element: el, onClose: dismissed }), delay);
    closeOnClick(el, signal);
    return () => {
      window.clearTimeout(timer);
      // Removed with its page: closed without counting as the customer's close.
      if (el.open) el.close();
    };
  },
});
