import {
  defineWidget,
  mountDismissibleBar,
  option,
  rememberDismissal,
  wasDismissed,
} from '../../src/index.ts';

export default defineWidget({
  name: 'site-banner',
  strategy: 'eager',
  options: {
    /** The banner's Id (required): remembered when the customer closes it. */
    bannerId: option.string(''),
  },
  mount(el, { bannerId }, { signal }) {
    if (!bannerId) throw new Error('site-banner needs data-banner-id');
    return mountDismissibleBar(el, {
      closeSelector: '[data-banner-close]',
      wasDismissed: () => wasDismissed(bannerId),
      remember: () => rememberDismissal(bannerId),
      signal,
    });
  },
});
