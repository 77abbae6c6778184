import { defineWidget, linkOpensDialog, option } from '../../src/index.ts';
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
    return linkOpensDialog(el, 'modal-link', (link) => void openInModal(link, options, signal), signal);
  },
});
