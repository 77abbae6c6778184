import { connectCart, defineWidget, seedPageCart, wakeWidget, whenCartChanges } from '../../src/index.ts';
import { watchCartRegions } from './cartRegions.ts';

export default defineWidget({
  name: 'cart-page',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    if (!(el instanceof HTMLFormElement)) throw new Error('cart-page goes on the cart page <form>');
    const release = connectCart();
    seedPageCart(el.querySelector('script[type="application/json"].cart-form__state'), signal);
    const stopRegions = watchCartRegions(document, signal);
    // A cart changed elsewhere (another tab, the mini cart) is one the server's form does not show:
    // its island (cart-island, on the same form) comes at once instead of at the first move.
    const stopWatching = whenCartChanges(() => wakeWidget(el));
    return () => {
      stopWatching();
      stopRegions();
      release();
    };
  },
});
