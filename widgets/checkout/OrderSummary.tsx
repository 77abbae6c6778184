import { useSignals } from '@preact/signals-react/runtime';
import { amountText, cartDetails, useT } from '../../src/index.ts';

/** The order summary from the cart store: lines, shipping and total follow every cart change. */
export function OrderSummary() {
  useSignals();
  const t = useT();
  const cart = cartDetails.value;
  if (!cart) return null;
  return (
    <>
      <h2 id="checkout-summary-title">{t('Checkout.Summary')}</h2>
      <ul className="checkout-summary__lines">
        {cart.Items.map((line) => (
          <li key={line.ShoppingCartItemId}>
            {line.Quantity} × {line.Name} <span className="numeric">{amountText(line.TotalTaxInclHtml)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <dt>{t('Checkout.Shipping')}</dt>
        <dd className="checkout-summary__shipping">{amountText(cart.ShippingAmountTaxInclHtml)}</dd>
        <dt>{t('Checkout.Total')}</dt>
        <dd className="checkout-summary__total">{amountText(cart.AmountTaxInclHtml)}</dd>
      </dl>
    </>
  );
}
