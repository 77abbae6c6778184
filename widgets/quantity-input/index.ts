import { createElement } from 'react';
import { defineWidget, option, renderIsland } from '../../src/index.ts';
import { checkBounds } from './bounds.ts';
import { QuantityInput } from './QuantityInput.tsx';
import { readServerField } from './serverField.ts';

const positive = (n: number) => n > 0;
const notNegative = (n: number) => n >= 0;

export default defineWidget({
  name: 'quantity-input',
  strategy: 'visible',
  options: {
    /** Lowest quantity; default 1. */
    min: option.number(1),
    /** Quantities are rounded to a multiple of this; default 1. */
    step: option.number(1, positive),
    /** Highest quantity; 0 (default) means none. */
    max: option.number(0, notNegative),
    /** Show - and + buttons (the number-input-with-buttons variant); default false. */
    buttons: option.boolean(false),
    /** With buttons: never below 0; default true. */
    disableNegative: option.boolean(true),
  },
  mount(el, options, { firstAction }) {
    const field = readServerField(el);
    if (!field) throw new Error('quantity-input needs an <input> inside its element');
    const { min, max } = checkBounds(el, { min: options.min, max: options.max });
    const rules = { min, step: options.step, max };
    const counter = options.buttons
      ? {
          step: options.step,
          max,
          min: el.hasAttribute('data-min') ? min : undefined,
          disableNegative: options.disableNegative,
        }
      : undefined;
    // Words of the table only for the buttons' names or a field the server left without a label.
    const words = counter !== undefined || !field.label;
    return renderIsland(
      el,
      'quantity-input',
      createElement(QuantityInput, { field, rules, counter, firstAction }),
      {
        words,
      },
    );
  },
});
