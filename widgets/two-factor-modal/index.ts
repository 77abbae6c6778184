import { defineWidget } from '../../src/index.ts';
import { openTwoFactorModal } from './twoFactorModal.ts';

export default defineWidget({
  name: 'two-factor-modal',
  strategy: 'idle',
  options: {},
  mount(el, _options, { signal }) {
    if (!(el instanceof HTMLAnchorElement)) throw new Error('two-factor-modal goes on an <a href> element');
    el.setAttribute('aria-haspopup', 'dialog');
    el.addEventListener(
      'click',
      (event) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void openTwoFactorModal(el, signal);
      },
      { signal },
    );
    return () => el.removeAttribute('aria-haspopup');
  },
});
