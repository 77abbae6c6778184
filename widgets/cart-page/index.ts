import { createElement } from 'react';
import {
  appUrl,
  connectCart,
  defineWidget,
  option,
  renderIsland,
  seedPageCart,
  settings,
} from '../../src/index.ts';
import { CartIsland } from './CartIsland.tsx';
import { watchCartRegions } from './cartRegions.ts';
import { guardCartForm } from './guardCartForm.ts';

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
    guardCartForm(el, signal);
    const stopRegions = watchCartRegions(document, signal);
    const unmount = renderIsland(
      el,
      name,
      createElement(CartIsland, {
        checkoutUrl: options.checkoutUrl || appUrl(`${settings().culture}/checkout`),
        couponListUrl: appUrl(options.couponListUrl.replace(/^\//, '')),
        customerId: options.customerId,
        currency: options.currency,
        signal,
      }),
    );
    return () => {
      stopRegions();
      unmount();
      release();
    };
  },
});
