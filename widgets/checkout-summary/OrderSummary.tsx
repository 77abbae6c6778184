import { useSignals } from '@preact/signals-react/runtime';
import { amountText, type CartDetails, cartDetails, useT } from '../../src/index.ts';

type Translate = ReturnType<typeof useT>;

/** The bought lines: picture, name, variant, quantity and amount (the server's summary markup). */
function SummaryLines({ cart }: { cart: CartDetails }) {
  return (
    <ul className="order-summary__lines">
      {cart.Items.map((line) => (
        <li key={line.ShoppingCartItemId} className="order-summary__line">
          {line.ImageUrl ? (
            <img className="order-summary__image" src={line.ImageUrl} alt="" width={56} height={56} />
          ) : (
            <span className="order-summary__image" aria-hidden="true" />
          )}
          <span className="order-summary__name">
            {line.Quantity} × {line.Name}
            {line.VariantLabel ? <span className="order-summary__variant">{line.VariantLabel}</span> : null}
          </span>
          <span className="numeric order-summary__amount">{amountText(line.TotalTaxInclHtml)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Coupon, shipping method and pickup point rows, each only when the cart has one. */
function DeliveryRows({ cart, t }: { cart: CartDetails; t: Translate }) {
  const method = cart.ShippingMethods.find(
    (candidate) => candidate.ShippingMethodId === cart.ShippingMethodId,
  );
  const point = cart.PickupPoint;
  return (
    <>
      {cart.CouponCode ? (
        <>
          <dt>
            {t('ShoppingCarts.Discount')} ({cart.CouponCode})
          </dt>
          <dd className="order-summary__discount">{amountText(cart.DiscountTaxInclHtml)}</dd>
        </>
      ) : null}
      <dt>
        {t('Checkout.Shipping')}
        {method ? <span className="order-summary__method">{method.Name}</span> : null}
      </dt>
      <dd className="order-summary__shipping checkout-summary__shipping">
        {amountText(cart.ShippingAmountTaxInclHtml)}
      </dd>
      {point ? (
        <>
          <dt>{t('Shippings.PickupChosen')}</dt>
          <dd className="order-summary__pickup">
            {point.Name}, {point.Street}, {point.PostalCode} {point.City}
          </dd>
        </>
      ) : null}
    </>
  );
}

/** The order summary from the cart store: lines, coupon, shipping and totals follow every cart change. */
export function OrderSummary() {
  useSignals();
  const t = useT();
  const cart = cartDetails.value;
  if (!cart) return null;
  return (
    <>
      <h2 id="checkout-summary-title">{t('Checkout.Summary')}</h2>
      <SummaryLines cart={cart} />
      <dl className="order-summary__totals checkout-summary__totals">
        <dt>{t('ShoppingCarts.SubTotal')}</dt>
        <dd className="order-summary__subtotal">{amountText(cart.SubTotalTaxInclHtml)}</dd>
        <DeliveryRows cart={cart} t={t} />
        <dt>{t('ShoppingCarts.TotalTaxExcl')}</dt>
        <dd className="order-summary__excl">{amountText(cart.AmountTaxExclHtml)}</dd>
        <dt>{t('ShoppingCarts.TaxAmount')}</dt>
        <dd className="order-summary__vat">{amountText(cart.TaxAmountHtml)}</dd>
        <dt>{t('ShoppingCarts.TotalTaxIncl')}</dt>
        <dd className="order-summary__total checkout-summary__total">{amountText(cart.AmountTaxInclHtml)}</dd>
      </dl>
    </>
  );
}
