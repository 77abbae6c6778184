import { closeAllDialogs } from '../controls/openDialog.ts';
import { closeBootstrapOverlays } from './bootstrapOverlays.ts';

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return true; // no :modal support: an open dialog is taken as on top of the page
  }
}

/**
 * Closes everything on top of the page, as a visit starts (no modal outlives its page): Vitrine's
 * dialogs (`openDialog`, and so confirm, the error and login modals, every widget's modal), any
 * other modal `<dialog>`, and Bootstrap's modals, offcanvas, dropdowns, tooltips and popovers.
 * Non-modal dialogs (a consent banner) stay. Each closes through its own `close` path, so its
 * owner cleans up and focus goes back to the page, where the visit then puts it.
 */
export function closeOverlays(): void {
  closeAllDialogs();
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
    if (isModal(dialog)) dialog.close();
  }
  closeBootstrapOverlays();
}
