import type { DefinedWidget } from '../../src/index.ts';
import { enhanceConsent } from './consentDialog.ts';

// A plain definition object (what defineWidget returns) with type-only imports, so this chunk,
// loaded on every page, imports no shared chunk and no React. It has no options to parse.
const consentDialog: DefinedWidget<Record<string, never>> = {
  name: 'consent-dialog',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    enhanceConsent(el, signal);
    return () => {
      const modal = el.querySelector('dialog[data-consent-modal]');
      if (modal instanceof HTMLDialogElement && modal.open) modal.close();
    };
  },
  start(el, context) {
    return this.mount(el, {}, context);
  },
};

export default consentDialog;
