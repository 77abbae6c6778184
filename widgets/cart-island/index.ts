import { appUrl, defineWidget, loadStrings, option, settings } from '../../src/index.ts';
import { mountCartIsland } from './island.tsx';

export default defineWidget({
  name: 'cart-island',
  strategy: 'interaction',
  options: {
    /** Where the checkout button goes; default `{appPath}{culture}/checkout`. */
    checkoutUrl: option.string(''),
    /** The coupon list fragment (HTML for a modal); default `widget/couponcodes/list`. */
    couponListUrl: option.string('widget/couponcodes/list'),
    /** The signed-in customer, whose available coupons are listed; default 0 (none). */
    customerId: option.number(0),
    /** Currency of the analytics events; default EUR. */
    currency: option.string('EUR'),
  },
  async mount(el, options, { name, signal, firstAction }) {
    if (!(el instanceof HTMLFormElement)) throw new Error('cart-island goes on the cart page <form>');
    // The island shows translated text from its first paint.
    await loadStrings();
    if (signal.aborted) return undefined;
    return mountCartIsland(el, name, {
      checkoutUrl: options.checkoutUrl || appUrl(`${settings().culture}/checkout`),
      couponListUrl: appUrl(options.couponListUrl.replace(/^\//, '')),
      customerId: options.customerId,
      currency: options.currency,
      signal,
      firstAction,
    });
  },
});
