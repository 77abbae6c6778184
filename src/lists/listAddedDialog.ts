import { growl } from '../ui/growl.ts';

/** The texts and target of the dialog shown after a product was added to a list. */
export interface ListAddedDialog {
  title: string;
  /** Class of the dialog (styling and tests). */
  className: string;
  /** The server's Message. */
  message: string;
  /** 'return to shopping': closes the dialog. */
  backLabel: string;
  /** 'go to wishlist' / 'go to birth list': the list's page. */
  goLabel: string;
  goTo: string;
}

/**
 * Shows the after-add dialog of a wishlist or birth list, replacing any open dialog. Its code is a
 * chunk of its own (listAddedDialogView.ts), fetched at the first add; when it cannot come (the
 * connection dropped meanwhile) the server's Message says the product was added.
 */
export function openListAddedDialog(dialog: ListAddedDialog): void {
  void import('./listAddedDialogView.ts').then(
    (m) => m.showListAddedDialog(dialog),
    () => growl(dialog.message, { type: 'success' }),
  );
}
