import { defineWidget, linkOpensDialog } from '../../src/index.ts';
import { openTwoFactorModal } from './twoFactorModal.ts';

export default defineWidget({
  name: 'two-factor-modal',
  strategy: 'idle',
  options: {},
  mount(el, _options, { signal }) {
    return linkOpensDialog(el, 'two-factor-modal', (link) => void openTwoFactorModal(link, signal), signal);
  },
});
