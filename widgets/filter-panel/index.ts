import { defineWidget, openDialog } from '../../src/index.ts';

/**
 * The listing whose panel was open when a visit replaced it (a ticked facet reloads the listing),
 * and the control that had focus in it: the panel of that listing's next page opens again with
 * focus on that control, so the customer goes on choosing where they were. Set at unmount, read
 * and cleared at the next mount.
 */
let reopenOn: { path: string; focusId: string } | null = null;

export default defineWidget({
  name: 'filter-panel',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const dialog = el.querySelector('dialog');
    const openButton = el.querySelector<HTMLButtonElement>('button.filter-panel__open');
    const closeButton = el.querySelector<HTMLButtonElement>('button.filter-panel__close');
    if (!dialog || !openButton)
      throw new Error('filter-panel needs a dialog and a button.filter-panel__open');
    // Open for the customer until they close it: a visit's own closing of overlays does not count.
    let chosenOpen = false;
    const open = () => {
      chosenOpen = true;
      openDialog({ element: dialog });
    };
    const close = () => {
      chosenOpen = false;
      dialog.close();
    };
    // Markup of the older contract renders the buttons `hidden`: shown now, hidden again at unmount.
    const wereHidden = [openButton.hidden, closeButton?.hidden ?? false] as const;
    openButton.hidden = false;
    if (closeButton) closeButton.hidden = false;
    // The server's popover (the fold before the code came) becomes the widget's modal.
    const restore = takeOverPopover(dialog, [openButton, closeButton], open);
    openButton.addEventListener('click', open, { signal });
    closeButton?.addEventListener('click', close, { signal });
    dialog.addEventListener('cancel', () => (chosenOpen = false), { signal });
    // The last control used in the panel (a visit closes the dialog before its widgets unmount).
    let lastFocusId = '';
    dialog.addEventListener('focusin', (event) => (lastFocusId = (event.target as HTMLElement).id), {
      signal,
    });
    // A press on the backdrop (outside the dialog's box) closes it, as a drawer does.
    dialog.addEventListener(
      'click',
      (event) => {
        if (event.target === dialog && !insideBox(dialog, event)) close();
      },
      { signal },
    );
    const reopen = reopenOn?.path === location.pathname ? reopenOn : null;
    reopenOn = null;
    // Only where the panel is folded: from 801 px the dialog shows in place, never as a modal.
    if (reopen && getComputedStyle(openButton).display !== 'none') {
      open();
      if (reopen.focusId) document.getElementById(reopen.focusId)?.focus();
    }
    return () => {
      reopenOn = chosenOpen ? { path: location.pathname, focusId: lastFocusId } : null;
      if (dialog.open) dialog.close();
      restore();
      openButton.hidden = wereHidden[0];
      if (closeButton) closeButton.hidden = wereHidden[1];
    };
  },
});

/** Whether a click fell inside the dialog's own box (a click on its backdrop targets it too). */
function insideBox(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom
  );
}

/**
 * Takes the server's CSS-only fold over: the buttons' `popovertarget` goes (the widget opens the
 * dialog as a modal instead; the dialog keeps `popover`, which folds it), to come back at
 * unmount. A popover the
 * customer opened before the code came opens again as the modal, where they were in it.
 * @returns the function that puts the markup back.
 */
function takeOverPopover(
  dialog: HTMLDialogElement,
  buttons: (HTMLButtonElement | null)[],
  open: () => void,
): () => void {
  const wasOpen = dialog.hasAttribute('popover') && dialog.matches(':popover-open');
  const focused = document.activeElement;
  const scrolled = dialog.scrollTop;
  const saved: [Element, string, string][] = [];
  const take = (el: Element | null, name: string) => {
    const value = el?.getAttribute(name);
    if (!el || value == null) return;
    saved.push([el, name, value]);
    el.removeAttribute(name);
  };
  for (const button of buttons) {
    take(button, 'popovertarget');
    take(button, 'popovertargetaction');
  }
  if (wasOpen) {
    dialog.hidePopover();
    open();
    dialog.scrollTop = scrolled;
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus({ preventScroll: true });
  }
  return () => {
    for (const [el, name, value] of saved) el.setAttribute(name, value);
  };
}
