import { defineWidget, focusFirst, loadStrings, openDialog, t } from '../../src/index.ts';
import { pendingAdd } from './pendingAdd.ts';
import { readAdd, submitAdd } from './submitAdd.ts';

/** The add dialog opens from the address after the same delay as the wishlist modal's. */
export const OPEN_FROM_URL_DELAY_MS = 200;

/** Moves the form into a dialog (openBirthlist); it goes back to its place when the dialog closes. */
async function openInDialog(form: HTMLFormElement): Promise<void> {
  await loadStrings();
  const placeholder = document.createComment('birthlist-add');
  form.before(placeholder);
  const handle = openDialog({
    title: t('BirthLists.AddToBirthList'),
    className: 'birthlist-add-modal',
    size: 'small',
  });
  handle.body.append(form);
  void handle.closed.then(() => {
    if (placeholder.isConnected) placeholder.replaceWith(form);
    else placeholder.remove();
  });
  focusFirst(handle);
}

/**
 * The add-to-birth-list form: posts without leaving the page, then the dialog with 'return to
 * shopping' and 'go to birth list'; openBirthlist in the address opens it in a dialog.
 */
export default defineWidget({
  name: 'birthlist-add',
  strategy: 'idle',
  options: {},
  mount(el, _options, { signal }) {
    if (!(el instanceof HTMLFormElement))
      throw new Error('birthlist-add goes on the add-to-birth-list <form>');
    const form = el;
    const button = () => form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        if (button()?.disabled) return;
        void submitAdd(readAdd(form), button(), signal);
      },
      { signal },
    );
    if (!new URL(location.href).searchParams.has('openBirthlist')) return undefined;
    const timer = setTimeout(() => {
      void openInDialog(form).then(() => {
        const pending = pendingAdd.take(readAdd(form).ProductVariantId);
        if (pending) void submitAdd(pending, button(), signal);
      });
    }, OPEN_FROM_URL_DELAY_MS);
    return () => clearTimeout(timer);
  },
});
