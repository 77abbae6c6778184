import { createElement } from 'react';
import { cartCommands, defineWidget, loadStrings, renderIsland, reportFailure } from '../../src/index.ts';
import { moveKeepingFocus } from './moveKeepingFocus.ts';
import { ShippingMethods } from './ShippingMethods.tsx';

/** Info popover texts and the required message of the server's shipping methods. */
function shippingMarkup(methods: Element) {
  const info = new Map<number, string>();
  for (const popover of methods.querySelectorAll('[popover][id^="shipping-info-"]'))
    info.set(Number(popover.id.replace('shipping-info-', '')), popover.textContent ?? '');
  const requiredMessage =
    methods.querySelector('[data-val-required]')?.getAttribute('data-val-required') ?? '';
  return { info, requiredMessage };
}

export default defineWidget({
  name: 'checkout-shipping',
  strategy: 'interaction',
  options: {},
  async mount(el, _options, { name, signal }) {
    await loadStrings();
    if (signal.aborted) return undefined;
    const onChoose = async (methodId: number) => {
      const outcome = await cartCommands.chooseShipping({ method: methodId }, { source: 'checkout', signal });
      if (outcome.kind === 'failed') reportFailure(outcome.error);
    };
    // The slots are the server's (their widgets mounted): out of the way of React's first render,
    // then put back after the chosen method by the island.
    const slots = el.querySelector<HTMLElement>('.checkout-pickup-slots');
    if (slots) moveKeepingFocus(slots, () => el.after(slots));
    // A pickup method's early link (server markup) with the focus: its slot's link of the same id
    // takes it once the island shows the slot (the method chosen meanwhile is taken over by name).
    const early = document.activeElement?.closest('.checkout-shipping__pickup-early');
    const focusId = early && el.contains(early) ? early.id : undefined;
    const props = { ...shippingMarkup(el), slots, focusId, onChoose };
    return renderIsland(el, name, createElement(ShippingMethods, props));
  },
});
