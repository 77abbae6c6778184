import { effect } from '@preact/signals-core';
import { cartDetails, connectCart, defineWidget, showPickupSlot } from '../../src/index.ts';

/**
 * The pickup slots of a page whose shipping method changes in place (the cart page's island): the
 * slot of the method the cart store holds is shown at once, without a reload.
 */
export default defineWidget({
  name: 'pickup-slots',
  strategy: 'eager',
  options: {},
  mount(el) {
    const release = connectCart();
    let shown: number | undefined;
    const stop = effect(() => {
      const id = cartDetails.value?.ShippingMethodId;
      if (typeof id !== 'number' || id === shown) return;
      shown = id;
      showPickupSlot(el, id);
    });
    return () => {
      stop();
      release();
    };
  },
});
