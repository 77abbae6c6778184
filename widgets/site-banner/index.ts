import type { OptionsOf, WidgetDefinition } from '../../src/index.ts';
import { dismissElement, rememberDismissal, wasDismissed } from '../../src/index.ts';

const options = {
  /** The banner's Id (required): remembered when the customer closes it. */
  bannerId: { kind: 'string', default: '' },
} as const;

const siteBanner: WidgetDefinition<typeof options> = {
  name: 'site-banner',
  strategy: 'eager',
  options,
  mount(el, { bannerId }: OptionsOf<typeof options>, { signal }) {
    if (!bannerId) throw new Error('site-banner needs data-banner-id');
    if (wasDismissed(bannerId)) {
      el.remove();
      return undefined;
    }
    el.hidden = false;
    el.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target?.closest('[data-banner-close]')) return;
        rememberDismissal(bannerId);
        dismissElement(el);
      },
      { signal },
    );
    return undefined;
  },
};

export default siteBanner;
