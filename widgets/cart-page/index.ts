import {
  appUrl,
  connectCart,
  defineWidget,
  loadOnFirstMove,
  loadStrings,
  option,
  seedPageCart,
  settings,
  whenCartChanges,
} from '../../src/index.ts';
import { watchCartRegions } from './cartRegions.ts';

/** The island and React with it, and the strings it shows: both at the customer's first move. */
const islandCode = () => Promise.all([import('./island.tsx'), loadStrings()]).then(([island]) => island);

export default defineWidget({
  name: 'cart-page',
  strategy: 'eager',
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
  mount(el, options, { name, signal }) {
    if (!(el instanceof HTMLFormElement)) throw new Error('cart-page goes on the cart page <form>');
    const release = connectCart();
    seedPageCart(el.querySelector('script[type="application/json"].cart-form__state'), signal);
    const stopRegions = watchCartRegions(document, signal);
    const props = {
      checkoutUrl: options.checkoutUrl || appUrl(`${settings().culture}/checkout`),
      couponListUrl: appUrl(options.couponListUrl.replace(/^\//, '')),
      customerId: options.customerId,
      currency: options.currency,
      signal,
    };
    let unmount = () => {};
    // The server's form is the first paint and still posts; the island takes over at the
    // customer's first move on it (a click meanwhile held, then made on the island's control).
    const mountIsland = async () => {
      const { mountCartIsland } = await islandCode();
      if (!signal.aborted) unmount = mountCartIsland(el, name, props);
    };
    const loadNow = loadOnFirstMove(el, name, mountIsland, { signal });
    // A cart changed elsewhere (another tab, the mini cart) is one the server's form does not show.
    const stopWatching = whenCartChanges(loadNow);
    return () => {
      stopWatching();
      stopRegions();
      unmount();
      release();
    };
  },
});
