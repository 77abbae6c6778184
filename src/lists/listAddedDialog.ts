import { focusFirst, openDialog } from '../ui/openDialog.ts';

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

/** Shows the after-add dialog of a wishlist or birth list, replacing any open dialog. */
export function openListAddedDialog(dialog: ListAddedDialog): void {
  const handle = openDialog({
    title: dialog.title,
    replace: true,
    className: dialog.className,
    size: 'small',
  });
  const text = document.createElement('p');
  text.textContent = dialog.message;
  handle.body.append(text);
  const back = document.createElement('button');
  back.type = 'button';
  back.className = 'button';
  back.textContent = dialog.backLabel;
  back.addEventListener('click', () => handle.close());
  const go = document.createElement('a');
  go.className = 'button button--primary';
  go.href = dialog.goTo;
  go.textContent = dialog.goLabel;
  go.addEventListener('click', () => handle.close());
  handle.footer.append(back, go);
  focusFirst(handle);
}
