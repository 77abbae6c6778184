import { type ConfirmOptions, confirm, defineWidget, isPlainClick, option } from '../../src/index.ts';

export default defineWidget({
  name: 'confirm-link',
  strategy: 'idle',
  options: {
    /** The question; default '' = the `Core.SureToDelete` string. */
    confirmMessage: option.string(''),
    /** The dialog title; default '' = the `Core.Confirm` string. */
    confirmTitle: option.string(''),
  },
  mount(el, options, { signal }) {
    if (!(el instanceof HTMLAnchorElement || el instanceof HTMLButtonElement)) {
      throw new Error('confirm-link goes on an <a href> or a submit <button>');
    }
    el.setAttribute('aria-haspopup', 'dialog');
    let confirmed = false;
    const target: HTMLElement = el;
    target.addEventListener(
      'click',
      async (event: MouseEvent) => {
        // The confirmed replay goes through untouched, so the navigator, target and form submit apply.
        if (confirmed) {
          confirmed = false;
          return;
        }
        if (!isPlainClick(event)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const ask: ConfirmOptions = {};
        if (options.confirmMessage) ask.message = options.confirmMessage;
        if (options.confirmTitle) ask.title = options.confirmTitle;
        const yes = await confirm(ask);
        if (!yes || signal.aborted || !el.isConnected) return;
        confirmed = true;
        el.click();
      },
      { signal, capture: true },
    );
    return () => el.removeAttribute('aria-haspopup');
  },
});
