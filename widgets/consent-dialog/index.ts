import type { WidgetDefinition } from '../../src/index.ts';
import { enhanceConsent } from './consentDialog.ts';

// A plain definition object (what defineWidget returns) with type-only imports, so this chunk,
// loaded on every page, imports no shared chunk and no React.
const consentDialog: WidgetDefinition<Record<string, never>> = {
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
};

export default consentDialog;
