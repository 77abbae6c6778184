import { defineWidget, isPlainClick, option } from '../../src/index.ts';
import { openInModal } from './openInModal.ts';

export default defineWidget({
  name: 'modal-link',
  strategy: 'idle',
  options: {
    /** The modal's title; default: the link's title attribute, else the answer's h1, else the link text. */
    modalTitle: option.string(''),
    /** small, medium (default) or large. */
    modalSize: option.string('medium'),
    /** Extra classes on the modal. */
    modalClass: option.string(''),
  },
  mount(el, options, { signal }) {
    if (!(el instanceof HTMLAnchorElement)) throw new Error('modal-link goes on an <a href> element');
    el.setAttribute('aria-haspopup', 'dialog');
    el.addEventListener(
      'click',
      (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void openInModal(el, options, signal);
      },
      { signal },
    );
    return () => el.removeAttribute('aria-haspopup');
  },
});
