import { createElement } from 'react';
import { defineWidget, loadStrings, renderIsland } from '../../src/index.ts';
import { OrderSummary } from './OrderSummary.tsx';

export default defineWidget({
  name: 'checkout-summary',
  strategy: 'interaction',
  options: {},
  async mount(el, _options, { name, signal }) {
    await loadStrings();
    if (signal.aborted) return undefined;
    return renderIsland(el, name, createElement(OrderSummary));
  },
});
