import { defineWidget, isPlainClick, option } from '../../src/index.ts';

export default defineWidget({
  name: 'quick-view',
  strategy: 'interaction',
  options: {
    /** The product shown. */
    productId: option.number(0, (n) => n > 0),
    /** The quick-view fragment; default /widget/catalog/QuickView. */
    url: option.string('widget/catalog/QuickView'),
  },
  mount(el, options, { signal }) {
    if (!options.productId) throw new Error('quick-view needs data-product-id');
    el.setAttribute('aria-haspopup', 'dialog');
    // The dialog code (with http and i18n) loads on the first sign of interest, not with the listing.
    const load = () => import('./openQuickView.ts');
    for (const type of ['pointerenter', 'focus', 'touchstart'] as const)
      el.addEventListener(type, () => void load().catch(() => undefined), {
        signal,
        once: true,
        passive: true,
      });
    el.addEventListener(
      'click',
      (event) => {
        if (event instanceof MouseEvent && !isPlainClick(event)) return;
        event.preventDefault();
        void load().then(
          ({ openQuickView }) => openQuickView(el, options, signal),
          (error: unknown) => console.error('[vitrine] quick-view: its dialog code did not load', error),
        );
      },
      { signal },
    );
    return () => el.removeAttribute('aria-haspopup');
  },
});
