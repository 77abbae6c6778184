import { useSignals } from '@preact/signals-react/runtime';
import { amountText, cartDetails, useT } from '../../src/index.ts';

export interface ShippingMethodsProps {
  /** Info popover text per method id, read from the server markup. */
  info: Map<number, string>;
  /** The required message of the group (the server's data-val-required). */
  requiredMessage: string;
  onChoose(methodId: number): void;
}

/**
 * The shipping methods of the cart's shipping country, from the cart store (a new delivery address
 * may change them), each with its info popover. The group's legend, error message and pickup slots
 * are the server's, outside this island.
 */
export function ShippingMethods({ info, requiredMessage, onChoose }: ShippingMethodsProps) {
  useSignals();
  const t = useT();
  const cart = cartDetails.value;
  const methods = cart?.ShippingMethods ?? [];
  return (
    <>
      {methods.map((method, index) => {
        const id = index === 0 ? 'ShippingMethodId' : `ShippingMethodId-${method.ShippingMethodId}`;
        const chosen = method.ShippingMethodId === cart?.ShippingMethodId;
        const popover = `shipping-info-${method.ShippingMethodId}`;
        return (
          <div className="checkout-shipping__method" key={method.ShippingMethodId}>
            <input
              type="radio"
              id={id}
              name="ShippingMethodId"
              value={method.ShippingMethodId}
              checked={chosen}
              onChange={() => onChoose(method.ShippingMethodId)}
              {...(index === 0 ? { 'data-val': 'true', 'data-val-required': requiredMessage } : {})}
            />{' '}
            <label htmlFor={id}>
              {method.Name} ({amountText(method.AmountTaxInclHtml)})
            </label>{' '}
            <button
              type="button"
              className="checkout-shipping__info"
              popoverTarget={popover}
              aria-label={t('Checkout.ShippingInfo', { name: method.Name })}
            >
              i
            </button>
            <div popover="auto" id={popover} className="checkout-popover">
              {info.get(method.ShippingMethodId) ?? ''}
            </div>
          </div>
        );
      })}
    </>
  );
}
