import { focusFirst, openDialog } from '../controls/openDialog.ts';
import type { ListAddedDialog } from './listAddedDialog.ts';

/** Shows the after-add dialog of a wishlist or birth list, replacing any open dialog. */
export function showListAddedDialog(dialog: ListAddedDialog): void {
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
