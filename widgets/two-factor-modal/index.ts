import { defineWidget, isPlainClick } from '../../src/index.ts';
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
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void openTwoFactorModal(el, signal);
      },
      { signal },
    );
    return () => el.removeAttribute('aria-haspopup');
  },
});
